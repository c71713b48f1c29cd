import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import { imageField, linkField, SIZE_LABELS } from '../_shared/schema-parts';

/** One slide of the banner. */
export const slideSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'subtitle', 'imageUrl', 'linkUrl'],
  properties: {
    title: { ...localizedText({ maxLength: 120 }), title: 'Title', 'x-label': 'banner.title' },
    subtitle: { ...localizedText({ maxLength: 300 }), title: 'Subtitle', 'x-label': 'banner.subtitle' },
    imageUrl: imageField('Background image URL', 'banner.imageUrl'),
    linkUrl: linkField('Link'),
  },
} as const;

/** Props of the banner, v2: a carousel of up to 8 slides; none means the school's default banner. */
export const bannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slides', 'autoplay', 'intervalSeconds', 'height', 'align'],
  properties: {
    slides: {
      type: 'array',
      maxItems: 8,
      items: slideSchema,
      title: 'Slides',
      description: 'Up to 8. With none, the school\'s default banner shows.',
      'x-label': 'banner.slides',
    },
    autoplay: { type: 'boolean', title: 'Play automatically', 'x-label': 'banner.autoplay' },
    intervalSeconds: { type: 'integer', minimum: 2, maximum: 30, title: 'Seconds per slide', 'x-label': 'banner.intervalSeconds' },
    height: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Height',
      'x-label': 'field.height',
      'x-enum-labels': SIZE_LABELS,
    },
    align: { type: 'string', enum: ['start', 'center'], title: 'Text alignment', 'x-label': 'banner.align', 'x-enum-labels': { start: 'banner.align.start', center: 'banner.align.center' } },
  },
} as const;

export type BannerProps = FromSchema<typeof bannerSchema>;

/** What default-banner answers. */
export interface DefaultBanner {
  slides: { imageUrl?: string | null; title?: Record<string, string> | string | null; linkUrl?: string | null }[];
}
