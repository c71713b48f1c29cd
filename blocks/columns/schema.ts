import type { FromSchema } from 'json-schema-to-ts';

/** Column slots in order; the ratio decides how many are drawn. */
export const COLUMN_SLOTS = ['first', 'second', 'third'] as const;

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
      'x-label': { zh_CN: '列宽比例', en_US: 'Column widths' },
    },
    gap: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Gap',
      'x-label': { zh_CN: '列间距', en_US: 'Gap' },
      'x-enum-labels': { small: { zh_CN: '小', en_US: 'Small' }, medium: { zh_CN: '中', en_US: 'Medium' }, large: { zh_CN: '大', en_US: 'Large' } },
    },
  },
} as const;

export type ColumnsProps = FromSchema<typeof columnsSchema>;
