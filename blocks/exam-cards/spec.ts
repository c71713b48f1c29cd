import { RESOURCE_TYPE } from '../../schemas/enums';
import type { CardTypeSpec } from '../_shared/cards/types';

/** What exam-cards lists and which facts its cards show. */
export const examCardsSpec: CardTypeSpec = {
  type: 'exam-cards',
  endpoint: '/api/portal/api/v1/portal/exam-resource',
  resourceType: RESOURCE_TYPE.exam,
  shows: { enrollment: true, activity: true, learners: true },
};
