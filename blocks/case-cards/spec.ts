import type { CardTypeSpec } from '../_shared/cards/types';

/** What case-cards lists (the project-management school's cases) and where "more" leads. */
export const caseCardsSpec: CardTypeSpec = {
  type: 'case-cards',
  endpoint: '/api/o3service/o3/case-resource',
  shows: { learners: true, teacher: true },
  moreHref: (schoolId) => `/portal/${schoolId}/o3-school/case-center-more`,
};
