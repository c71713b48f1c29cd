import type { LocalizedText } from '../../../schemas/localized-text';

/** Pages every school has from the start (runtime routes map to these codes); each starts as an empty draft. */
export const SYSTEM_PAGES: readonly { code: string; name: LocalizedText }[] = [
  { code: 'home', name: { zh_CN: '首页', en_US: 'Home' } },
  { code: 'search', name: { zh_CN: '搜索', en_US: 'Search' } },
  { code: 'login', name: { zh_CN: '登录', en_US: 'Login' } },
  { code: 'class-view', name: { zh_CN: '班级', en_US: 'Class' } },
  { code: 'feedback', name: { zh_CN: '意见反馈', en_US: 'Feedback' } },
];
