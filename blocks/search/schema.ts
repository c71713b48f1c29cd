import type { FromSchema } from 'json-schema-to-ts';
import { CARDS_PER_LINE } from '../../schemas/enums';

/** Props of the search page block; everything the visitor chooses lives in the URL, not here. */
export const searchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pageSize', 'cardsPerLine', 'showCategories', 'showHotSearches'],
  properties: {
    pageSize: { type: 'integer', enum: [10, 20, 30, 50], title: 'Results per page', 'x-label': 'search.pageSize' },
    cardsPerLine: { type: 'integer', enum: [...CARDS_PER_LINE], title: 'Cards per line', 'x-label': 'field.cardsPerLine' },
    showCategories: { type: 'boolean', title: 'Show categories', 'x-label': 'search.showCategories' },
    showHotSearches: { type: 'boolean', title: 'Show popular and recent searches', 'x-label': 'search.showHotSearches' },
  },
} as const;

export type SearchProps = FromSchema<typeof searchSchema>;
