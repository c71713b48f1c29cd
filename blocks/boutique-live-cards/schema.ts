import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of boutique-live-cards: the shared card list props. */
export const boutiqueLiveCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.live,
  endpoint: '/api/portal/api/v1/portal/boutique-live-resource',
  countLabel: { title: 'Number of live sessions', label: { zh_CN: '直播数量', en_US: 'Number of live sessions' } },
});

export type BoutiqueLiveCardsProps = FromSchema<typeof boutiqueLiveCardsSchema>;
