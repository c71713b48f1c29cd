import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { courseCardsV1ToV2 } from './migrations/1-to-2';
import { courseCardsSchema } from './schema';
import { courseCardsSpec } from './spec';

/** Course cards: the school's courses from the portal's resource list. */
export const courseCards = defineCardBlock({
  spec: courseCardsSpec,
  version: 2,
  schema: courseCardsSchema,
  defaults: cardDefaults({ zh_CN: '热门课程', en_US: 'Popular courses' }),
  palette: { label: 'block.course-cards', icon: 'book-open' },
  migrations: [courseCardsV1ToV2],
  load: () => import('./CourseCards'),
});
