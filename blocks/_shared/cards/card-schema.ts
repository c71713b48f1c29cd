import type { FromSchema } from 'json-schema-to-ts';
import { CARD_RANKING_KIND, CARDS_PER_LINE, enumSchema, SORT, ZONE } from '../../../schemas/enums';
import { idSchema } from '../../../schemas/ids';
import { localizedText } from '../../../schemas/localized-text';

const RANKING_LABELS = { '1': 'cards.rankingKind.1', '2': 'cards.rankingKind.2', '3': 'cards.rankingKind.3' } as const;
const SORT_LABELS = { '0': 'cards.sort.0', '1': 'cards.sort.1', '2': 'cards.sort.2' } as const;
const ZONE_LABELS = { '0': 'cards.zone.0', '1': 'cards.zone.1', '2': 'cards.zone.2' } as const;

/** What a card list's schema needs to know about its type. */
export interface CardSchemaOptions {
  /** RESOURCE_TYPE the resource picker searches; null when the spec has none (learning maps, videos). */
  resourceType: number | null;
  /** The list the picker may search instead (it takes `keyword`). */
  endpoint: string;
  /** The count field's title and label id, e.g. "Number of courses", 'course-cards.count'. */
  countLabel: { title: string; label: string };
}

/** The props schema every card list block shares (title, layout, ranking, filters, "more" link). */
export function cardListSchema(options: CardSchemaOptions) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'cardsPerLine', 'count', 'rankingKind', 'customIds', 'zone', 'sort', 'showMore'],
    properties: {
      title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': 'field.heading' },
      cardsPerLine: { type: 'integer', enum: [...CARDS_PER_LINE], title: 'Cards per line', 'x-label': 'field.cardsPerLine' },
      count: { type: 'integer', minimum: 1, maximum: 20, title: options.countLabel.title, 'x-label': options.countLabel.label },
      rankingKind: { ...enumSchema(CARD_RANKING_KIND), title: 'Which items', 'x-label': 'cards.rankingKind', 'x-enum-labels': RANKING_LABELS },
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
        'x-label': 'cards.customIds',
      },
      zone: { ...enumSchema(ZONE), title: 'Zone', 'x-label': 'cards.zone', 'x-enum-labels': ZONE_LABELS },
      sort: { ...enumSchema(SORT), title: 'Sort', 'x-label': 'cards.sort', 'x-enum-labels': SORT_LABELS },
      categoryIds: {
        type: 'array',
        items: idSchema,
        maxItems: 20,
        uniqueItems: true,
        title: 'Categories',
        'x-label': 'cards.categoryIds',
      },
      showMore: { type: 'boolean', title: 'Show "more" link', 'x-label': 'cards.showMore' },
    },
  } as const;
}

/** The props of every card list block. */
export type CardListProps = FromSchema<ReturnType<typeof cardListSchema>>;
