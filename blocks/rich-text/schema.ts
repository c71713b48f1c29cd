import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';

/** Rich text is HTML; the server sanitizes every `x-widget: rich-text` field on save (schemas/rich-text-policy.ts), so only safe markup is stored. */
export const richTextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content'],
  properties: {
    content: {
      ...localizedText({ maxLength: 20000, widget: 'rich-text' }),
      title: 'Text',
      'x-label': 'rich-text.content',
    },
  },
} as const;

export type RichTextProps = FromSchema<typeof richTextSchema>;
