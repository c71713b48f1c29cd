import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { courseCardsRender } from './render';
import { courseCardsSchema } from './schema';

/** Course cards: the school's courses from the portal's resource list. */
export const courseCards = defineCardBlock(courseCardsRender, {
  schema: courseCardsSchema,
  defaults: cardDefaults({ zh_CN: '热门课程', en_US: 'Popular courses' }),
  palette: { label: 'block.course-cards', icon: 'book-open' },
});
