import type { FromSchema } from 'json-schema-to-ts';
import { enumSchema, RANKING_PERIOD } from '../../schemas/enums';
import { localizedText } from '../../schemas/localized-text';

/** Props of the trainee points leaderboard (the API answers the top 50 per period). */
export const pointsLeaderboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'rankingPeriod', 'count'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': { zh_CN: '标题', en_US: 'Heading' } },
    rankingPeriod: {
      ...enumSchema(RANKING_PERIOD),
      title: 'Period shown first',
      'x-label': { zh_CN: '默认统计周期', en_US: 'Period shown first' },
      'x-enum-labels': {
        '2': { zh_CN: '近一月', en_US: 'Latest month' },
        '3': { zh_CN: '总榜', en_US: 'All time' },
        '4': { zh_CN: '去年', en_US: 'Last year' },
        '5': { zh_CN: '今年', en_US: 'This year' },
      },
    },
    count: { type: 'integer', minimum: 3, maximum: 50, title: 'Number shown', 'x-label': { zh_CN: '显示人数', en_US: 'Number shown' } },
  },
} as const;

export type PointsLeaderboardProps = FromSchema<typeof pointsLeaderboardSchema>;

/** One row of the points board. */
export interface PointsEntry {
  rank: number;
  userId: string;
  displayName: string;
  avatarUrl?: string | null;
  points: number;
}

/** The boards of all four periods, so switching tabs needs no request. */
export type PointsBoards = Record<number, PointsEntry[]>;
