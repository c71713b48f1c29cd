import { defineCardRender } from '../_shared/cards/card-render';
import { knowledgeCardsSpec } from './spec';

/** The knowledge-cards block as pages draw it: the card list loader for its type, and its component. */
export const knowledgeCardsRender = defineCardRender({
  spec: knowledgeCardsSpec,
  load: () => import('./KnowledgeCards'),
});
