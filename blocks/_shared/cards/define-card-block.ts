import type { ComponentType } from 'react';
import { defineBlock, type BlockComponentProps, type BlockMigration } from '../../../renderer/block-definition';
import type { LocalizedText } from '../../../schemas/localized-text';
import { CARD_RANKING_KIND } from '../../../schemas/enums';
import type { cardListSchema, CardListProps } from './card-schema';
import { cardListPath } from './list-path';
import type { CardTypeSpec, ResourcePage } from './types';

const EMPTY: ResourcePage = { list: [], total: 0, pageNumber: 1, pageSize: 0 };

/** The per-type parts of a card list block definition. */
export interface CardBlockOptions {
  spec: CardTypeSpec;
  version?: number;
  schema: ReturnType<typeof cardListSchema>;
  defaults: CardListProps;
  /** `label`: the message id of the palette name ('block.course-cards'). */
  palette: { label: string; icon: string };
  migrations?: BlockMigration[];
  load: () => Promise<{ default: ComponentType<BlockComponentProps<CardListProps, ResourcePage>> }>;
}

/** A card list block: one shared loader and component, the type's endpoint, schema and badges. */
export function defineCardBlock(options: CardBlockOptions) {
  const { spec } = options;
  return defineBlock<CardListProps, ResourcePage>({
    type: spec.type,
    version: options.version ?? 1,
    schema: options.schema,
    defaults: options.defaults,
    palette: { ...options.palette, category: 'content' },
    migrations: options.migrations ?? [],
    load: options.load,
    data: {
      key: (props, ctx) => [ctx.schoolId, cardListPath(spec, ctx.schoolId, props)],
      // A custom list with nothing chosen has nothing to ask for.
      fetch: async (props, ctx) =>
        props.rankingKind === CARD_RANKING_KIND.custom && props.customIds.length === 0 ? EMPTY : ctx.getJson<ResourcePage>(cardListPath(spec, ctx.schoolId, props)),
    },
  });
}

/** Fresh-from-the-palette props of a card list with the given heading. */
export function cardDefaults(title: LocalizedText, overrides: Partial<CardListProps> = {}): CardListProps {
  return { title, cardsPerLine: 4, count: 8, rankingKind: 1, customIds: [], zone: 0, sort: 1, showMore: true, ...overrides };
}
