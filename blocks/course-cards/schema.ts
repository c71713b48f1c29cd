import type { FromSchema } from 'json-schema-to-ts';
import { CARDS_PER_LINE, enumSchema, SORT, ZONE } from '../../schemas/enums';
import { localizedText } from '../../schemas/localized-text';

export const courseCardsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'cardsPerLine', 'count', 'sort', 'zone', 'showMore'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': { zh_CN: '标题', en_US: 'Heading' } },
    cardsPerLine: { type: 'integer', enum: [...CARDS_PER_LINE], title: 'Cards per line', 'x-label': { zh_CN: '每行卡片数', en_US: 'Cards per line' } },
    count: { type: 'integer', minimum: 1, maximum: 20, title: 'Number of courses', 'x-label': { zh_CN: '课程数量', en_US: 'Number of courses' } },
    sort: {
      ...enumSchema(SORT),
      title: 'Sort',
      'x-label': { zh_CN: '排序', en_US: 'Sort' },
      'x-enum-labels': { '0': { zh_CN: '最新', en_US: 'Newest' }, '1': { zh_CN: '最热', en_US: 'Hottest' }, '2': { zh_CN: '下载最多', en_US: 'Most downloaded' } },
    },
    zone: {
      ...enumSchema(ZONE),
      title: 'Zone',
      'x-label': { zh_CN: '专区', en_US: 'Zone' },
      'x-enum-labels': { '0': { zh_CN: '全部', en_US: 'All' }, '1': { zh_CN: 'VIP', en_US: 'VIP' }, '2': { zh_CN: '免费', en_US: 'Free' } },
    },
    showMore: { type: 'boolean', title: 'Show "more" link', 'x-label': { zh_CN: '显示"更多"链接', en_US: 'Show "more" link' } },
  },
} as const;

export type CourseCardsProps = FromSchema<typeof courseCardsSchema>;

/** A course as the portal's resource list returns it. */
export interface CourseCard {
  id: string;
  title: Record<string, string>;
  coverUrl: string;
  zone: number;
  enrolledCount: number;
  viewCount: number;
  createdAt: string;
}

export interface ResourcePage<T> {
  list: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}
