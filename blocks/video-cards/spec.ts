import type { CardTypeSpec } from '../_shared/cards/types';

/** What video-cards lists and which facts its cards show. */
export const videoCardsSpec: CardTypeSpec = {
  type: 'video-cards',
  endpoint: '/api/portal/api/v1/portal/video-search',
  shows: { duration: true, views: true },
};
