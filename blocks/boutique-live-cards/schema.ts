import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of boutique-live-cards: the shared card list props. */
export const boutiqueLiveCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.live,
  endpoint: '/api/portal/api/v1/portal/boutique-live-resource',
  countLabel: { title: 'Number of live sessions', label: 'live-cards.count' },
});

export type BoutiqueLiveCardsProps = FromSchema<typeof boutiqueLiveCardsSchema>;
