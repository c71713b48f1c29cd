import { defineBlock } from '../../renderer/block-definition';
import { schoolProfileSchema, type MemberStatus, type SchoolProfile, type SchoolProfileData, type SchoolProfileProps } from './schema';

const id = (schoolId: string) => encodeURIComponent(schoolId);

/** A school's profile: name, picture, text, variant, counts, unions (leader flag) and the visitor's membership. */
export const schoolProfile = defineBlock<SchoolProfileProps, SchoolProfileData>({
  type: 'school-profile',
  version: 1,
  schema: schoolProfileSchema,
  defaults: { showUnions: true, showMembership: true },
  palette: { label: 'block.school-profile', icon: 'school', category: 'content' },
  migrations: [],
  load: () => import('./SchoolProfile'),
  data: {
    key: (_props, ctx) => [ctx.schoolId],
    fetch: async (_props, ctx) => {
      const [profile, member] = await Promise.all([
        ctx.getJson<SchoolProfile>(`/api/school/open/schools/school-details?schoolId=${id(ctx.schoolId)}`),
        ctx.getJson<MemberStatus>(`/api/school/schools/${id(ctx.schoolId)}/member-status`),
      ]);
      return { profile, member };
    },
  },
});
