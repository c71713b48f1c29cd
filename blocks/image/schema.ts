import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import { imageField, linkField } from '../_shared/schema-parts';

/** Props of a single image. */
export const imageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'alt', 'link', 'fit'],
  properties: {
    url: imageField('Image', { zh_CN: '图片', en_US: 'Image' }),
    alt: {
      ...localizedText({ maxLength: 300 }),
      title: 'Text alternative',
      description: 'What the image shows, for people who cannot see it. Leave empty if it is decoration.',
      'x-label': { zh_CN: '替代文字', en_US: 'Text alternative' },
    },
    link: linkField('Link', { zh_CN: '链接', en_US: 'Link' }),
    fit: {
      type: 'string',
      enum: ['cover', 'contain'],
      title: 'Fit',
      'x-label': { zh_CN: '填充方式', en_US: 'Fit' },
      'x-enum-labels': { cover: { zh_CN: '铺满裁剪', en_US: 'Fill and crop' }, contain: { zh_CN: '完整显示', en_US: 'Show whole image' } },
    },
  },
} as const;

export type ImageProps = FromSchema<typeof imageSchema>;
