import type { FromSchema } from 'json-schema-to-ts';
import { SIZE_LABELS } from '../_shared/schema-parts';

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
      'x-label': 'section.background',
    },
    padding: {
      type: 'string',
      enum: ['none', 'small', 'medium', 'large'],
      title: 'Padding',
      'x-label': 'section.padding',
      'x-enum-labels': { none: 'size.none', ...SIZE_LABELS },
    },
    maxWidth: {
      type: 'string',
      enum: ['narrow', 'medium', 'wide', 'full'],
      title: 'Maximum width',
      'x-label': 'section.maxWidth',
      'x-enum-labels': { narrow: 'section.maxWidth.narrow', medium: 'size.medium', wide: 'section.maxWidth.wide', full: 'section.maxWidth.full' },
    },
  },
} as const;

export type SectionProps = FromSchema<typeof sectionSchema>;
