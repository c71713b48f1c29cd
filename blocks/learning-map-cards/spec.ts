import type { CardTypeSpec } from '../_shared/cards/types';

/** What learning-map-cards lists and which facts its cards show. */
export const learningMapCardsSpec: CardTypeSpec = {
  type: 'learning-map-cards',
  endpoint: '/api/portal/api/v1/portal/learning-map-resource',
  shows: { enrollment: true, learners: true },
};
