import { defineRender } from '../../renderer/block-definition';
import type { RichTextProps } from './schema';

/** The rich-text block as pages draw it. */
export const richTextRender = defineRender<RichTextProps>({
  type: 'rich-text',
  version: 1,
  migrations: [],
  load: () => import('./RichText'),
});
