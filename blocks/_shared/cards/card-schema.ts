import type { FromSchema } from 'json-schema-to-ts';
import { CARD_RANKING_KIND, CARDS_PER_LINE, enumSchema, SORT, ZONE } from '../../../schemas/enums';
import { idSchema } from '../../../schemas/ids';
import { localizedText, type LocalizedText } from '../../../schemas/localized-text';

const RANKING_LABELS = {
  '1': { zh_CN: '默认', en_US: 'Default' },
  '2': { zh_CN: '自定义', en_US: 'Custom' },
  '3': { zh_CN: '推荐', en_US: 'Recommended' },
} as const;
const SORT_LABELS = { '0': { zh_CN: '最新', en_US: 'Newest' }, '1': { zh_CN: '最热', en_US: 'Hottest' }, '2': { zh_CN: '下载最多', en_US: 'Most downloaded' } } as const;
const ZONE_LABELS = { '0': { zh_CN: '全部', en_US: 'All' }, '1': { zh_CN: 'VIP', en_US: 'VIP' }, '2': { zh_CN: '免费', en_US: 'Free' } } as const;

/** What a card list's schema needs to know about its type. */
export interface CardSchemaOptions {
  /** RESOURCE_TYPE the resource picker searches; null when the spec has none (learning maps, videos). */
  resourceType: number | null;
  /** The list the picker may search instead (it takes `keyword`). */
  endpoint: string;
  /** Label of the count field, e.g. "Number of courses". */
  countLabel: { title: string; label: LocalizedText };
}

/** The props schema every card list block shares (title, layout, ranking, filters, "more" link). */
export function cardListSchema(options: CardSchemaOptions) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'cardsPerLine', 'count', 'rankingKind', 'customIds', 'zone', 'sort', 'showMore'],
    properties: {
      title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': { zh_CN: '标题', en_US: 'Heading' } },
      cardsPerLine: { type: 'integer', enum: [...CARDS_PER_LINE], title: 'Cards per line', 'x-label': { zh_CN: '每行卡片数', en_US: 'Cards per line' } },
      count: { type: 'integer', minimum: 1, maximum: 20, title: options.countLabel.title, 'x-label': options.countLabel.label },
      rankingKind: { ...enumSchema(CARD_RANKING_KIND), title: 'Which items', 'x-label': { zh_CN: '展示内容', en_US: 'Which items' }, 'x-enum-labels': RANKING_LABELS },
      customIds: {
        type: 'array',
        items: idSchema,
        maxItems: 50,
        uniqueItems: true,
        title: 'Chosen items (custom)',
        description: 'Shown in this order when "Which items" is Custom.',
        'x-widget': 'resource-picker',
        'x-resource-type': options.resourceType,
        'x-resource-endpoint': options.endpoint,
        'x-label': { zh_CN: '自定义内容', en_US: 'Chosen items (custom)' },
      },
      zone: { ...enumSchema(ZONE), title: 'Zone', 'x-label': { zh_CN: '专区', en_US: 'Zone' }, 'x-enum-labels': ZONE_LABELS },
      sort: { ...enumSchema(SORT), title: 'Sort', 'x-label': { zh_CN: '排序', en_US: 'Sort' }, 'x-enum-labels': SORT_LABELS },
      categoryIds: {
        type: 'array',
        items: idSchema,
        maxItems: 20,
        uniqueItems: true,
        title: 'Categories',
        'x-label': { zh_CN: '分类', en_US: 'Categories' },
      },
      showMore: { type: 'boolean', title: 'Show "more" link', 'x-label': { zh_CN: '显示"更多"链接', en_US: 'Show "more" link' } },
    },
  } as const;
}

/** The props of every card list block. */
export type CardListProps = FromSchema<ReturnType<typeof cardListSchema>>;
