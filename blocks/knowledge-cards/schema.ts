import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of knowledge-cards: the shared card list props. */
export const knowledgeCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.knowledge,
  endpoint: '/api/portal/api/v1/portal/knowledge-resource',
  countLabel: { title: 'Number of articles', label: 'knowledge-cards.count' },
});

export type KnowledgeCardsProps = FromSchema<typeof knowledgeCardsSchema>;
