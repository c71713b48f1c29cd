import type { FromSchema } from 'json-schema-to-ts';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of video-cards: the shared card list props. */
export const videoCardsSchema = cardListSchema({
  resourceType: null,
  endpoint: '/api/portal/api/v1/portal/video-search',
  countLabel: { title: 'Number of videos', label: 'video-cards.count' },
});

export type VideoCardsProps = FromSchema<typeof videoCardsSchema>;
