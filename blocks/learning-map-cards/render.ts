import { defineCardRender } from '../_shared/cards/card-render';
import { learningMapCardsSpec } from './spec';

/** The learning-map-cards block as pages draw it: the card list loader for its type, and its component. */
export const learningMapCardsRender = defineCardRender({
  spec: learningMapCardsSpec,
  load: () => import('./LearningMapCards'),
});
