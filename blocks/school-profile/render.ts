import { defineRender } from '../../renderer/block-definition';
import type { MemberStatus, SchoolProfile, SchoolProfileData, SchoolProfileProps } from './schema';

const id = (schoolId: string) => encodeURIComponent(schoolId);

/** The school-profile block as pages draw it. */
export const schoolProfileRender = defineRender<SchoolProfileProps, SchoolProfileData>({
  type: 'school-profile',
  version: 1,
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
