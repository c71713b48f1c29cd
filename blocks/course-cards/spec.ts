import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What course-cards lists and which facts its cards show. */
export const courseCardsSpec: CardTypeSpec = {
  type: 'course-cards',
  endpoint: '/api/portal/api/v1/portal/resource',
  resourceType: RESOURCE_TYPE.course,
  sendsType: true,
  shows: { enrollment: true, learners: true },
};
