import type { FromSchema } from 'json-schema-to-ts';
import type { LocalizedText } from '../../schemas/localized-text';

/** Props of the community board: whether activities show. Which community comes from `?communityId=`. */
export const communityBoardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showActivities'],
  properties: {
    showActivities: { type: 'boolean', title: 'Show activities', 'x-label': 'community-board.showActivities' },
  },
} as const;

export type CommunityBoardProps = FromSchema<typeof communityBoardSchema>;

export interface Activity {
  id: string;
  sectionId: string | null;
  title: LocalizedText;
  startsAt: string;
  endsAt: string;
  activityStatus: number;
  capacity: number | null;
  enrolledCount: number;
  enrollment: number;
}

export interface Community {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  subscribed: boolean;
  subscriberCount: number;
  sections: { id: string; name: LocalizedText }[];
  activities: Activity[];
}
