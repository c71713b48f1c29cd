import { SYSTEM_PAGE_CODES, type SystemPageCode } from '../../../blocks/system-pages';
import type { LocalizedText } from '../../../schemas/localized-text';

const NAMES: Record<SystemPageCode, LocalizedText> = {
  home: { zh_CN: '首页', en_US: 'Home' },
  search: { zh_CN: '搜索', en_US: 'Search' },
  login: { zh_CN: '登录', en_US: 'Login' },
  'class-view': { zh_CN: '班级', en_US: 'Class' },
  feedback: { zh_CN: '意见反馈', en_US: 'Feedback' },
};

/** Pages every school has from the start (runtime routes map to these codes); each starts as an empty draft. */
export const SYSTEM_PAGES: readonly { code: SystemPageCode; name: LocalizedText }[] = SYSTEM_PAGE_CODES.map((code) => ({ code, name: NAMES[code] }));

/** Whether a page code is a system page's. */
export function isSystemPageCode(code: string): code is SystemPageCode {
  return (SYSTEM_PAGE_CODES as readonly string[]).includes(code);
}
