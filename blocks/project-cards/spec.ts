import type { CardTypeSpec } from '../_shared/cards/types';

/** What project-cards lists (the project-management school's projects) and where "more" leads. */
export const projectCardsSpec: CardTypeSpec = {
  type: 'project-cards',
  endpoint: '/api/o3service/o3/project-resource',
  shows: { learners: true, teacher: true },
  moreHref: (schoolId) => `/portal/${schoolId}/o3-school/more`,
};
