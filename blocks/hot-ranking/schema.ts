import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { localizedText } from '../../schemas/localized-text';
import type { ResourceItem } from '../_shared/cards/types';

const { course, exam, knowledge, live, topic } = RESOURCE_TYPE;

/** Props of the hot ranking: the most viewed resources of one type (the API answers the top 20). */
export const hotRankingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'resourceType', 'count'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': 'field.heading' },
    resourceType: {
      type: 'integer',
      enum: [course, exam, knowledge, live, RESOURCE_TYPE.class, topic],
      title: 'Resource type',
      'x-label': 'hot-ranking.resourceType',
      'x-enum-labels': {
        [course]: 'hot-ranking.resourceType.1',
        [exam]: 'hot-ranking.resourceType.2',
        [knowledge]: 'hot-ranking.resourceType.3',
        [live]: 'hot-ranking.resourceType.4',
        [RESOURCE_TYPE.class]: 'hot-ranking.resourceType.5',
        [topic]: 'hot-ranking.resourceType.17',
      },
    },
    count: { type: 'integer', minimum: 3, maximum: 20, title: 'Number shown', 'x-label': 'hot-ranking.count' },
  },
} as const;

export type HotRankingProps = FromSchema<typeof hotRankingSchema>;

/** What the hot board answers. */
export interface HotBoard {
  list: { rank: number; item: ResourceItem }[];
}
