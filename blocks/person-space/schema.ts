import type { FromSchema } from 'json-schema-to-ts';
import type { LocalizedText } from '../../schemas/localized-text';
import type { OAuthConsent } from '../../schemas/oauth-scopes';
import type { Person } from '../_shared/people/PersonList';
import type { SpaceTab } from './render';

/** Props of a personal space: whether the owner's tab bar lists visitors and settings. The tab comes from the route. */
export const personSpaceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showOwnerTabs'],
  properties: {
    showOwnerTabs: { type: 'boolean', title: 'Show visitors and settings to the owner', 'x-label': 'person-space.showOwnerTabs' },
  },
} as const;

export type PersonSpaceProps = FromSchema<typeof personSpaceSchema>;

export interface SpaceSummary {
  owner: Person;
  self: boolean;
  following: boolean;
  fanCount: number;
  followCount: number;
  visible: Record<'dynamics' | 'works' | 'learning' | 'fans' | 'follows' | 'visitors', boolean>;
}

export interface SpaceItem { id: string; kind: 'dynamic' | 'work'; title: string; body: string; createdAt: string }
export interface StudyItem { id: string; type: number; title: LocalizedText | string; coverUrl: string | null; progress: number; enrolledAt: string }
export type SpaceSettings = Record<'showDynamics' | 'showWorks' | 'showLearning' | 'showFans' | 'showFollows' | 'showVisitors', boolean>;

/** The space head and the open tab's content (null when the owner hides it). */
export interface SpaceData {
  tab: SpaceTab;
  summary: SpaceSummary;
  items?: { list: SpaceItem[]; total: number };
  study?: StudyItem[];
  people?: { list: Person[]; total: number };
  settings?: SpaceSettings;
  /** On the settings tab: the applications the owner allowed to sign them in (null when they could not be read). */
  applications?: OAuthConsent[] | null;
  hidden?: boolean;
}
