import { defineCardRender } from '../_shared/cards/card-render';
import { examCardsSpec } from './spec';

/** The exam-cards block as pages draw it: the card list loader for its type, and its component. */
export const examCardsRender = defineCardRender({
  spec: examCardsSpec,
  load: () => import('./ExamCards'),
});
