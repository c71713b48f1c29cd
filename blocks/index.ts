import { createRegistry } from '../renderer/block-definition';
import { banner } from './banner';
import { courseCards } from './course-cards';
import { richText } from './rich-text';
import { spacer } from './spacer';

/** The one list of block types. Adding a block type: its folder, and one line here. */
export const blockRegistry = createRegistry([
  banner,
  richText,
  courseCards,
  spacer,
]);
