import type { FromSchema } from 'json-schema-to-ts';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of case-cards: the shared card list props (no resource type of the spec, so no search tab). */
export const caseCardsSchema = cardListSchema({
  resourceType: null,
  endpoint: '/api/o3service/o3/case-resource',
  countLabel: { title: 'Number of cases', label: 'case-cards.count' },
});

export type CaseCardsProps = FromSchema<typeof caseCardsSchema>;
