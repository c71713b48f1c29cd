import type { FromSchema } from 'json-schema-to-ts';
import { localizedText } from '../../schemas/localized-text';
import type { Person } from '../_shared/people/PersonList';

/** Props of the fans list of the page's school. */
export const schoolFansSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'pageSize'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': 'field.heading' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, title: 'Fans shown', 'x-label': 'school-fans.pageSize' },
  },
} as const;

export type SchoolFansProps = FromSchema<typeof schoolFansSchema>;

export interface FanPage {
  list: Person[];
  total: number;
  following: boolean;
}
