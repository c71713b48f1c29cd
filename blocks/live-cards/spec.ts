import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What live-cards lists and which facts its cards show. */
export const liveCardsSpec: CardTypeSpec = {
  type: 'live-cards',
  endpoint: '/api/live/api/lives/v1/scheduleLiveBroadcast',
  resourceType: RESOURCE_TYPE.live,
  shows: { enrollment: true, activity: true, teacher: true, learners: true },
};
