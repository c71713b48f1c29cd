import type { FromSchema } from 'json-schema-to-ts';

const toggle = (title: string, label: string) => ({ type: 'boolean', title, 'x-label': label }) as const;

/** Props of the navigation header: which of its parts show. */
export const navHeaderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showLogo', 'showNavigation', 'showLanguageSwitch', 'showAccount'],
  properties: {
    showLogo: toggle('Show school logo', 'nav-header.showLogo'),
    showNavigation: toggle('Show navigation menu', 'nav-header.showNavigation'),
    showLanguageSwitch: toggle('Show language switch', 'nav-header.showLanguageSwitch'),
    showAccount: toggle('Show login / account', 'nav-header.showAccount'),
  },
} as const;

export type NavHeaderProps = FromSchema<typeof navHeaderSchema>;
