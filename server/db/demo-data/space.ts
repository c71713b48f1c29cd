import { fixedId } from './ids';

/** Ids of the demo's communities, orders, spaces and project-school rows (prefix 1100000030). */
export const spaceId = (n: number) => fixedId('1100000030', n);

/** The project-management (o3) demo school. */
export const DEMO_O3_SCHOOL_ID = '1100000000000000031';

export const DEMO_O3_SCHOOL = {
  id: DEMO_O3_SCHOOL_ID,
  name: { zh_CN: '示范项目学院', en_US: 'Demo Project Academy' },
  openSchool: true,
  loginMethod: 1,
  defaultLanguage: 'zh_CN',
  languages: ['zh_CN', 'en_US'],
};

const t = (zh: string, en: string) => ({ zh_CN: zh, en_US: en });

export const DEMO_DESCRIPTIONS = {
  school: t('示范学校汇集编程、语言与管理课程，向所有人开放。', 'The demo school gathers programming, language and management courses, open to everyone.'),
  subSchool: t('示范分校为华东地区的学员提供线下班级与社区活动。', 'The branch school runs classes and community activities for learners in the east region.'),
  o3: t('项目管理学院：以项目和案例学习交付。', 'The project academy: learn delivery through projects and cases.'),
};

export const DEMO_UNION = { id: spaceId(1), name: t('示范学校联盟', 'Demo School Union') };

export const DEMO_VIP_PACKAGES = [
  { id: spaceId(11), name: t('月度会员', 'Monthly VIP'), priceCents: 3000, durationDays: 30 },
  { id: spaceId(12), name: t('年度会员', 'Yearly VIP'), priceCents: 29800, durationDays: 365 },
];

export const DEMO_PAID_COURSES = [
  { id: spaceId(21), title: t('高级 PostgreSQL 调优', 'Advanced PostgreSQL tuning'), priceCents: 19900 },
  { id: spaceId(22), title: t('产品经理实战', 'Product management in practice'), priceCents: 9900 },
];

export const DEMO_COMMUNITY = {
  id: spaceId(31),
  name: t('学习者社区', 'Learners community'),
  description: t('交流学习心得，报名线上线下活动。', 'Share what you learn and sign up for activities online and on site.'),
  sections: [
    { id: spaceId(32), name: t('编程', 'Programming') },
    { id: spaceId(33), name: t('语言', 'Languages') },
  ],
  // [id, section index, title, starts in hours, ends in hours, capacity]
  activities: [
    [spaceId(35), 0, t('代码评审夜', 'Code review night'), -1, 2, null],
    [spaceId(36), 1, t('日语角', 'Japanese corner'), 48, 50, 20],
    [spaceId(37), 0, t('黑客松回顾', 'Hackathon review'), -72, -70, null],
  ] as const,
};

export const DEMO_SPACE_ITEMS = [
  { id: spaceId(41), kind: 'dynamic' as const, title: '', body: 'Finished the first week of the PostgreSQL course. Indexes finally make sense!', hoursAgo: 5 },
  { id: spaceId(42), kind: 'dynamic' as const, title: '', body: '今天参加了代码评审夜，收获很多。', hoursAgo: 30 },
  { id: spaceId(43), kind: 'work' as const, title: 'Query planner notes', body: 'A one-page summary of how the planner picks join orders, with three worked examples.', hoursAgo: 50 },
];

export const DEMO_PROJECTS = [
  { id: spaceId(51), kind: 'project' as const, title: t('仓储系统升级', 'Warehouse system upgrade') },
  { id: spaceId(52), kind: 'project' as const, title: t('移动端重构', 'Mobile app rebuild') },
  { id: spaceId(53), kind: 'project' as const, title: t('数据平台迁移', 'Data platform migration') },
  { id: spaceId(54), kind: 'case' as const, title: t('案例：敏捷转型', 'Case: an agile transformation') },
  { id: spaceId(55), kind: 'case' as const, title: t('案例：跨团队交付', 'Case: delivery across teams') },
  { id: spaceId(56), kind: 'standard' as const, title: t('项目管理基础', 'Project management basics') },
  { id: spaceId(57), kind: 'standard' as const, title: t('风险管理', 'Risk management') },
];
