import { defineRender } from '../../renderer/block-definition';
import type { ImageProps } from './schema';

/** The image block as pages draw it. */
export const imageRender = defineRender<ImageProps>({
  type: 'image',
  version: 1,
  migrations: [],
  load: () => import('./Image'),
});
