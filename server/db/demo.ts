import type { Role } from '../../schemas/enums';
import { svgDataUrl } from '../modules/schools/artwork';

/** The demo school's fixed ids and accounts; main.ts prints them, the seed creates them, tests use them. */
export const DEMO_SCHOOL_ID = '1100000000000000001';
export const DEMO_SUB_SCHOOL_ID = '1100000000000000002';

export const DEMO_SCHOOL = {
  id: DEMO_SCHOOL_ID,
  name: { zh_CN: '示范学校', en_US: 'Demo School' },
  openSchool: true,
  loginMethod: 1,
  defaultLanguage: 'zh_CN',
  languages: ['zh_CN', 'en_US'],
  overseas: false,
  logoUrl: svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2f6fde"/>' +
      '<path d="M14 20l18-8 18 8-18 8z" fill="#fff"/><path d="M22 26v10c0 4 20 4 20 0V26l-10 5z" fill="#fff" opacity=".85"/></svg>',
  ),
};

export const DEMO_SUB_SCHOOL = {
  id: DEMO_SUB_SCHOOL_ID,
  parentId: DEMO_SCHOOL_ID,
  name: { zh_CN: '示范分校', en_US: 'Demo Branch School' },
  openSchool: true,
  loginMethod: 1,
  defaultLanguage: 'zh_CN',
};

export interface DemoAccount {
  account: string;
  password: string;
  role: Role;
  realName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'admin', password: 'admin-pass-2026', role: 'administrator', realName: 'Ada Admin' },
  { account: 'teacher', password: 'teacher-pass-2026', role: 'teacher', realName: 'Tom Teacher' },
  { account: 'learner', password: 'learner-pass-2026', role: 'learner', realName: 'Lee Learner' },
];

/** A learner of both the demo school and its branch, with a bound mobile and e-mail: logs in by code and picks a school at /login/select. */
export const DEMO_MULTI_SCHOOL_ACCOUNT = {
  account: 'multi',
  password: 'multi-pass-2026',
  realName: 'Mia Multi',
  mobile: '13800000001',
  email: 'multi@demo.example',
} as const;

/** Where to open the demo in a browser. */
export function demoUrls(port: number) {
  const base = `http://localhost:${port}`;
  return { portal: `${base}/portal/${DEMO_SCHOOL_ID}/home`, designer: `${base}/design/${DEMO_SCHOOL_ID}` };
}
