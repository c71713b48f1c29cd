import { defineBlock } from '../../renderer/block-definition';
import { imageSchema, type ImageProps } from './schema';

/** One image, optionally a link. */
export const image = defineBlock<ImageProps>({
  type: 'image',
  version: 1,
  schema: imageSchema,
  defaults: { url: '', alt: {}, link: '', fit: 'cover' },
  palette: { label: 'block.image', icon: 'image', category: 'layout' },
  migrations: [],
  load: () => import('./Image'),
});
