import type { FromSchema } from 'json-schema-to-ts';
import type { LocalizedText } from '../../schemas/localized-text';

/** Props of the school profile: which parts show. The school is the page's own. */
export const schoolProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showUnions', 'showMembership'],
  properties: {
    showUnions: { type: 'boolean', title: 'Show unions', 'x-label': 'school-profile.showUnions' },
    showMembership: { type: 'boolean', title: 'Show membership', 'x-label': 'school-profile.showMembership' },
  },
} as const;

export type SchoolProfileProps = FromSchema<typeof schoolProfileSchema>;

/** What school-details answers (docs/api.md "School directory"). */
export interface SchoolProfile {
  id: string;
  parent: { id: string; name: LocalizedText } | null;
  name: LocalizedText;
  description: LocalizedText;
  logoUrl: string;
  schoolType: 'normal' | 'o3' | 'democloud' | 'store';
  openSchool: '1' | '0';
  onSale: '1' | '0';
  validUntil: string | null;
  valid: boolean;
  memberCount: number;
  subSchoolCount: number;
  unions: { id: string; name: LocalizedText; leader: boolean; members: { id: string; name: LocalizedText }[] }[];
}

/** What member-status answers. */
export interface MemberStatus {
  member: boolean;
  roles: string[];
  validUntil: string | null;
  valid: boolean;
  schoolUnionLeader: '1' | '0';
}

export interface SchoolProfileData {
  profile: SchoolProfile;
  member: MemberStatus;
}
