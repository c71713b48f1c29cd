import type { FromSchema } from 'json-schema-to-ts';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of project-cards: the shared card list props (no resource type of the spec, so no search tab). */
export const projectCardsSchema = cardListSchema({
  resourceType: null,
  endpoint: '/api/o3service/o3/project-resource',
  countLabel: { title: 'Number of projects', label: 'project-cards.count' },
});

export type ProjectCardsProps = FromSchema<typeof projectCardsSchema>;
