import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import { imageField, linkField } from '../_shared/schema-parts';

/** One slide of the banner. */
export const slideSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'subtitle', 'imageUrl', 'linkUrl'],
  properties: {
    title: { ...localizedText({ maxLength: 120 }), title: 'Title', 'x-label': { zh_CN: '标题', en_US: 'Title' } },
    subtitle: { ...localizedText({ maxLength: 300 }), title: 'Subtitle', 'x-label': { zh_CN: '副标题', en_US: 'Subtitle' } },
    imageUrl: imageField('Background image URL', { zh_CN: '背景图片地址', en_US: 'Background image URL' }),
    linkUrl: linkField('Link', { zh_CN: '链接', en_US: 'Link' }),
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
      'x-label': { zh_CN: '幻灯片', en_US: 'Slides' },
    },
    autoplay: { type: 'boolean', title: 'Play automatically', 'x-label': { zh_CN: '自动播放', en_US: 'Play automatically' } },
    intervalSeconds: { type: 'integer', minimum: 2, maximum: 30, title: 'Seconds per slide', 'x-label': { zh_CN: '每张停留秒数', en_US: 'Seconds per slide' } },
    height: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Height',
      'x-label': { zh_CN: '高度', en_US: 'Height' },
      'x-enum-labels': { small: { zh_CN: '小', en_US: 'Small' }, medium: { zh_CN: '中', en_US: 'Medium' }, large: { zh_CN: '大', en_US: 'Large' } },
    },
    align: { type: 'string', enum: ['start', 'center'], title: 'Text alignment', 'x-label': { zh_CN: '文字对齐', en_US: 'Text alignment' } },
  },
} as const;

export type BannerProps = FromSchema<typeof bannerSchema>;

/** What default-banner answers. */
export interface DefaultBanner {
  slides: { imageUrl?: string | null; title?: Record<string, string> | string | null; linkUrl?: string | null }[];
}
