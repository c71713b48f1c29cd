import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of topic-cards: the shared card list props. */
export const topicCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.topic,
  endpoint: '/api/portal/api/v1/portal/special-search',
  countLabel: { title: 'Number of topics', label: 'topic-cards.count' },
});

export type TopicCardsProps = FromSchema<typeof topicCardsSchema>;
