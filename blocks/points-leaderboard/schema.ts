import type { FromSchema } from 'json-schema-to-ts';
import { enumSchema, RANKING_PERIOD } from '../../schemas/enums';
import { localizedText } from '../../schemas/localized-text';

/** Props of the trainee points leaderboard (the API answers the top 50 per period). */
export const pointsLeaderboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'rankingPeriod', 'count'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': 'field.heading' },
    rankingPeriod: {
      ...enumSchema(RANKING_PERIOD),
      title: 'Period shown first',
      'x-label': 'points-leaderboard.rankingPeriod',
      'x-enum-labels': {
        '2': 'points-leaderboard.rankingPeriod.2',
        '3': 'points-leaderboard.rankingPeriod.3',
        '4': 'points-leaderboard.rankingPeriod.4',
        '5': 'points-leaderboard.rankingPeriod.5',
      },
    },
    count: { type: 'integer', minimum: 3, maximum: 50, title: 'Number shown', 'x-label': 'points-leaderboard.count' },
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
