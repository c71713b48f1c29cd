import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardListSchema } from '../_shared/cards/card-schema';

/** Props of course-cards: the shared card list props. */
export const courseCardsSchema = cardListSchema({
  resourceType: RESOURCE_TYPE.course,
  endpoint: '/api/portal/api/v1/portal/resource',
  countLabel: { title: 'Number of courses', label: 'course-cards.count' },
});

export type CourseCardsProps = FromSchema<typeof courseCardsSchema>;
