import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';

export const bannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'subtitle', 'imageUrl', 'linkUrl', 'height', 'align'],
  properties: {
    title: { ...localizedText({ maxLength: 120 }), title: 'Title', 'x-label': { zh_CN: '标题', en_US: 'Title' } },
    subtitle: { ...localizedText({ maxLength: 300 }), title: 'Subtitle', 'x-label': { zh_CN: '副标题', en_US: 'Subtitle' } },
    imageUrl: {
      type: 'string',
      maxLength: 2048,
      title: 'Background image URL',
      'x-widget': 'image',
      'x-label': { zh_CN: '背景图片地址', en_US: 'Background image URL' },
      pattern: '^(|/[^/\\\\].*|https://.+)$',
    },
    linkUrl: {
      type: 'string',
      maxLength: 2048,
      title: 'Link',
      'x-widget': 'link',
      'x-label': { zh_CN: '链接', en_US: 'Link' },
      pattern: '^(|/[^/\\\\].*|https://.+)$',
    },
    height: {
      type: 'string',
      enum: ['small', 'medium', 'large'],
      title: 'Height',
      'x-label': { zh_CN: '高度', en_US: 'Height' },
    },
    align: { type: 'string', enum: ['start', 'center'], title: 'Text alignment', 'x-label': { zh_CN: '文字对齐', en_US: 'Text alignment' } },
  },
} as const;

export type BannerProps = FromSchema<typeof bannerSchema>;
