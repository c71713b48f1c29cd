import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What topic-cards lists and which facts its cards show. */
export const topicCardsSpec: CardTypeSpec = {
  type: 'topic-cards',
  endpoint: '/api/portal/api/v1/portal/special-search',
  resourceType: RESOURCE_TYPE.topic,
  shows: { views: true },
};
