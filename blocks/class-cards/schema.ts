import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of class-cards: the shared card list props. */
export const classCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.class,
  endpoint: '/api/portal/api/v1/portal/class-resource',
  countLabel: { title: 'Number of classes', label: 'class-cards.count' },
});

export type ClassCardsProps = FromSchema<typeof classCardsSchema>;
