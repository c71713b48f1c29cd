import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import { linkField } from '../_shared/schema-parts';

/** Props of the page footer: copyright line, extra links and the school type; the school's footer config comes from the server. */
export const footerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['copyright', 'links'],
  properties: {
    copyright: { ...localizedText({ maxLength: 300 }), title: 'Copyright', 'x-label': { zh_CN: '版权信息', en_US: 'Copyright' } },
    schoolType: {
      type: 'string',
      enum: ['standard', 'o3'],
      title: 'School type',
      description: 'o3 adds schoolType=o3 to the cookie policy and, for overseas schools, the cookie settings.',
      'x-label': { zh_CN: '学校类型', en_US: 'School type' },
    },
    links: {
      type: 'array',
      maxItems: 20,
      title: 'Links',
      'x-label': { zh_CN: '链接', en_US: 'Links' },
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'url'],
        properties: {
          label: { ...localizedText({ maxLength: 60 }), title: 'Text', 'x-label': { zh_CN: '文字', en_US: 'Text' } },
          url: linkField('Link', { zh_CN: '链接', en_US: 'Link' }),
        },
      },
    },
  },
} as const;

export type FooterProps = FromSchema<typeof footerSchema>;
