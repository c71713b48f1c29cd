import { defineCardRender } from '../_shared/cards/card-render';
import { topicCardsSpec } from './spec';

/** The topic-cards block as pages draw it: the card list loader for its type, and its component. */
export const topicCardsRender = defineCardRender({
  spec: topicCardsSpec,
  load: () => import('./TopicCards'),
});
