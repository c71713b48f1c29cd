import { defineBlock } from '../../renderer/block-definition';
import { imageSchema, type ImageProps } from './schema';
import { imageRender } from './render';

/** One image, optionally a link. */
export const image = defineBlock<ImageProps>({
  ...imageRender,
  schema: imageSchema,
  defaults: { url: '', alt: {}, link: '', fit: 'cover' },
  palette: { label: 'block.image', icon: 'image', category: 'layout' },
});
