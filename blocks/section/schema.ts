import type { FromSchema } from 'json-schema-to-ts';

/** Props of a section: a band of the page holding other blocks. */
export const sectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['padding', 'maxWidth'],
  properties: {
    background: {
      type: 'string',
      pattern: '^#[0-9a-fA-F]{6}$',
      title: 'Background colour',
      'x-widget': 'color',
      'x-label': { zh_CN: '背景颜色', en_US: 'Background colour' },
    },
    padding: {
      type: 'string',
      enum: ['none', 'small', 'medium', 'large'],
      title: 'Padding',
      'x-label': { zh_CN: '内边距', en_US: 'Padding' },
      'x-enum-labels': {
        none: { zh_CN: '无', en_US: 'None' },
        small: { zh_CN: '小', en_US: 'Small' },
        medium: { zh_CN: '中', en_US: 'Medium' },
        large: { zh_CN: '大', en_US: 'Large' },
      },
    },
    maxWidth: {
      type: 'string',
      enum: ['narrow', 'medium', 'wide', 'full'],
      title: 'Maximum width',
      'x-label': { zh_CN: '最大宽度', en_US: 'Maximum width' },
      'x-enum-labels': {
        narrow: { zh_CN: '窄', en_US: 'Narrow' },
        medium: { zh_CN: '中', en_US: 'Medium' },
        wide: { zh_CN: '宽', en_US: 'Wide' },
        full: { zh_CN: '全宽', en_US: 'Full width' },
      },
    },
  },
} as const;

export type SectionProps = FromSchema<typeof sectionSchema>;
