import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of live-cards: the shared card list props. */
export const liveCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.live,
  endpoint: '/api/live/api/lives/v1/scheduleLiveBroadcast',
  countLabel: { title: 'Number of live sessions', label: 'live-cards.count' },
});

export type LiveCardsProps = FromSchema<typeof liveCardsSchema>;
