import type { FromSchema } from 'json-schema-to-ts';
import { SIZE_LABELS } from '../_shared/schema-parts';

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
      'x-label': 'divider.lineStyle',
      'x-enum-labels': { solid: 'divider.lineStyle.solid', dashed: 'divider.lineStyle.dashed', dotted: 'divider.lineStyle.dotted' },
    },
    spacing: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Space around',
      'x-label': 'divider.spacing',
      'x-enum-labels': SIZE_LABELS,
    },
  },
} as const;

export type DividerProps = FromSchema<typeof dividerSchema>;
