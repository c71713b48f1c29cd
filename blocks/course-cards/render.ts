import { defineCardRender } from '../_shared/cards/card-render';
import { courseCardsV1ToV2 } from './migrations/1-to-2';
import { courseCardsSpec } from './spec';

/** The course-cards block as pages draw it: the card list loader for its type, and its component. */
export const courseCardsRender = defineCardRender({
  spec: courseCardsSpec,
  version: 2,
  migrations: [courseCardsV1ToV2],
  load: () => import('./CourseCards'),
});
