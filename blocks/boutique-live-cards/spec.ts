import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What boutique-live-cards lists and which facts its cards show. */
export const boutiqueLiveCardsSpec: CardTypeSpec = {
  type: 'boutique-live-cards',
  endpoint: '/api/portal/api/v1/portal/boutique-live-resource',
  resourceType: RESOURCE_TYPE.live,
  shows: { enrollment: true, activity: true, teacher: true, learners: true },
};
