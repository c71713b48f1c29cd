import type { FromSchema } from 'json-schema-to-ts';
import { CARDS_PER_LINE } from '../../schemas/enums';

/** Props of the search page block; everything the visitor chooses lives in the URL, not here. */
export const searchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pageSize', 'cardsPerLine', 'showCategories', 'showHotSearches'],
  properties: {
    pageSize: { type: 'integer', enum: [10, 20, 30, 50], title: 'Results per page', 'x-label': { zh_CN: '每页结果数', en_US: 'Results per page' } },
    cardsPerLine: { type: 'integer', enum: [...CARDS_PER_LINE], title: 'Cards per line', 'x-label': { zh_CN: '每行卡片数', en_US: 'Cards per line' } },
    showCategories: { type: 'boolean', title: 'Show categories', 'x-label': { zh_CN: '显示分类', en_US: 'Show categories' } },
    showHotSearches: { type: 'boolean', title: 'Show popular and recent searches', 'x-label': { zh_CN: '显示热门与历史搜索', en_US: 'Show popular and recent searches' } },
  },
} as const;

export type SearchProps = FromSchema<typeof searchSchema>;
