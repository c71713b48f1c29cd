import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of exam-cards: the shared card list props. */
export const examCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.exam,
  endpoint: '/api/portal/api/v1/portal/exam-resource',
  countLabel: { title: 'Number of exams', label: 'exam-cards.count' },
});

export type ExamCardsProps = FromSchema<typeof examCardsSchema>;
