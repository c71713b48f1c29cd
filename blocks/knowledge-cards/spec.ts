import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What knowledge-cards lists and which facts its cards show. */
export const knowledgeCardsSpec: CardTypeSpec = {
  type: 'knowledge-cards',
  endpoint: '/api/portal/api/v1/portal/knowledge-resource',
  resourceType: RESOURCE_TYPE.knowledge,
  shows: { views: true },
};
