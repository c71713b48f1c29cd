import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What class-cards lists and which facts its cards show. */
export const classCardsSpec: CardTypeSpec = {
  type: 'class-cards',
  endpoint: '/api/portal/api/v1/portal/class-resource',
  resourceType: RESOURCE_TYPE.class,
  shows: { enrollment: true, activity: true, teacher: true, learners: true },
  itemHref: (item, schoolId) => `/portal/${schoolId}/class-view/${item.id}`,
};
