import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import { imageField, linkField } from '../_shared/schema-parts';

/** Props of a single image. */
export const imageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'alt', 'link', 'fit'],
  properties: {
    url: imageField('Image', 'image.url'),
    alt: {
      ...localizedText({ maxLength: 300 }),
      title: 'Text alternative',
      description: 'What the image shows, for people who cannot see it. Leave empty if it is decoration.',
      'x-label': 'image.alt',
    },
    link: linkField('Link'),
    fit: {
      type: 'string',
      enum: ['cover', 'contain'],
      title: 'Fit',
      'x-label': 'image.fit',
      'x-enum-labels': { cover: 'image.fit.cover', contain: 'image.fit.contain' },
    },
  },
} as const;

export type ImageProps = FromSchema<typeof imageSchema>;
