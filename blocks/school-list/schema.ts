import type { FromSchema } from 'json-schema-to-ts';
import { localizedText, type LocalizedText } from '../../schemas/localized-text';

const SOURCE_LABELS = { 'sub-schools': 'school-list.source.sub-schools', 'open-schools': 'school-list.source.open-schools' } as const;

/** Props of a school list: the page school's sub-schools, or every open school with its first sub-schools. */
export const schoolListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'source', 'pageSize', 'showSearch'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': 'field.heading' },
    source: { type: 'string', enum: ['sub-schools', 'open-schools'], title: 'Which schools', 'x-label': 'school-list.source', 'x-enum-labels': SOURCE_LABELS },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, title: 'Schools per page', 'x-label': 'school-list.pageSize' },
    showSearch: { type: 'boolean', title: 'Show search', 'x-label': 'school-list.showSearch' },
  },
} as const;

export type SchoolListProps = FromSchema<typeof schoolListSchema>;

export interface ListedSchool {
  id: string;
  name: LocalizedText;
  logoUrl?: string | null;
  description?: LocalizedText;
  schoolType?: string;
  subSchoolCount?: number;
  children?: { id: string; name: LocalizedText }[];
}

export interface SchoolPage {
  list: ListedSchool[];
  total: number;
  pageNumber: number;
  pageSize: number;
}
