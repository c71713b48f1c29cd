import type { FromSchema } from 'json-schema-to-ts';
import { SIZE_LABELS } from '../_shared/schema-parts';

export const spacerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['size'],
  properties: {
    size: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Height',
      'x-label': 'field.height',
      'x-enum-labels': SIZE_LABELS,
    },
  },
} as const;

export type SpacerProps = FromSchema<typeof spacerSchema>;
