import type { FromSchema } from 'json-schema-to-ts';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of learning-map-cards: the shared card list props. */
export const learningMapCardsSchema = cardListSchema({
  resourceType: null,
  endpoint: '/api/portal/api/v1/portal/learning-map-resource',
  countLabel: { title: 'Number of learning maps', label: 'learning-map-cards.count' },
});

export type LearningMapCardsProps = FromSchema<typeof learningMapCardsSchema>;
