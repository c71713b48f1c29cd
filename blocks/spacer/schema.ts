import type { FromSchema } from 'json-schema-to-ts';

export const spacerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['size'],
  properties: {
    size: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Height',
      'x-label': { zh_CN: '高度', en_US: 'Height' },
      'x-enum-labels': {
        small: { zh_CN: '小', en_US: 'Small' },
        medium: { zh_CN: '中', en_US: 'Medium' },
        large: { zh_CN: '大', en_US: 'Large' },
      },
    },
  },
} as const;

export type SpacerProps = FromSchema<typeof spacerSchema>;
