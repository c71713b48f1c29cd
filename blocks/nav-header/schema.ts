import type { FromSchema } from 'json-schema-to-ts';

const toggle = (title: string, zh: string) => ({ type: 'boolean', title, 'x-label': { zh_CN: zh, en_US: title } }) as const;

/** Props of the navigation header: which of its parts show. */
export const navHeaderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showLogo', 'showNavigation', 'showLanguageSwitch', 'showAccount'],
  properties: {
    showLogo: toggle('Show school logo', '显示学校标志'),
    showNavigation: toggle('Show navigation menu', '显示导航菜单'),
    showLanguageSwitch: toggle('Show language switch', '显示语言切换'),
    showAccount: toggle('Show login / account', '显示登录/账号'),
  },
} as const;

export type NavHeaderProps = FromSchema<typeof navHeaderSchema>;
