import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import { linkField } from '../_shared/schema-parts';

/** Props of the page footer: copyright line, extra links and the school type; the school's footer config comes from the server. */
export const footerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['copyright', 'links'],
  properties: {
    copyright: { ...localizedText({ maxLength: 300 }), title: 'Copyright', 'x-label': 'footer.copyright' },
    schoolType: {
      type: 'string',
      enum: ['standard', 'o3'],
      title: 'School type',
      description: 'o3 adds schoolType=o3 to the cookie policy and, for overseas schools, the cookie settings.',
      'x-label': 'footer.schoolType',
      'x-enum-labels': { standard: 'footer.schoolType.standard', o3: 'footer.schoolType.o3' },
    },
    links: {
      type: 'array',
      maxItems: 20,
      title: 'Links',
      'x-label': 'footer.links',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'url'],
        properties: {
          label: { ...localizedText({ maxLength: 60 }), title: 'Text', 'x-label': 'footer.links.label' },
          url: linkField('Link'),
        },
      },
    },
  },
} as const;

export type FooterProps = FromSchema<typeof footerSchema>;
