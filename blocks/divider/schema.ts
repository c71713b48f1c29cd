import type { FromSchema } from 'json-schema-to-ts';

/** Props of a horizontal rule. */
export const dividerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lineStyle', 'spacing'],
  properties: {
    lineStyle: {
      type: 'string',
      enum: ['solid', 'dashed', 'dotted'],
      title: 'Line style',
      'x-label': { zh_CN: '线条样式', en_US: 'Line style' },
      'x-enum-labels': { solid: { zh_CN: '实线', en_US: 'Solid' }, dashed: { zh_CN: '虚线', en_US: 'Dashed' }, dotted: { zh_CN: '点线', en_US: 'Dotted' } },
    },
    spacing: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Space around',
      'x-label': { zh_CN: '上下间距', en_US: 'Space around' },
      'x-enum-labels': { small: { zh_CN: '小', en_US: 'Small' }, medium: { zh_CN: '中', en_US: 'Medium' }, large: { zh_CN: '大', en_US: 'Large' } },
    },
  },
} as const;

export type DividerProps = FromSchema<typeof dividerSchema>;
