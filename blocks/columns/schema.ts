import type { FromSchema } from 'json-schema-to-ts';
import { SIZE_LABELS } from '../_shared/schema-parts';

/** Props of a column layout. */
export const columnsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ratio', 'gap'],
  properties: {
    ratio: {
      type: 'string',
      enum: ['1:1', '1:2', '2:1', '1:1:1'],
      title: 'Column widths',
      'x-label': 'columns.ratio',
    },
    gap: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Gap',
      'x-label': 'columns.gap',
      'x-enum-labels': SIZE_LABELS,
    },
  },
} as const;

export type ColumnsProps = FromSchema<typeof columnsSchema>;
