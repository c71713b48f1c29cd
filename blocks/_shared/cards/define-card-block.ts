import { defineBlock, type BlockRenderDefinition } from '../../../renderer/block-definition';
import type { LocalizedText } from '../../../schemas/localized-text';
import type { cardListSchema, CardListProps } from './card-schema';
import type { ResourcePage } from './types';

/** What the designer and the server's checks add to a card list block's render part (`card-render.ts`). */
export interface CardBlockOptions {
  schema: ReturnType<typeof cardListSchema>;
  defaults: CardListProps;
  /** `label`: the message id of the palette name ('block.course-cards'). */
  palette: { label: string; icon: string };
}

/** A card list block: its render part, the type's schema, defaults and palette entry. */
export function defineCardBlock(render: BlockRenderDefinition<CardListProps, ResourcePage>, options: CardBlockOptions) {
  return defineBlock<CardListProps, ResourcePage>({
    ...render,
    schema: options.schema,
    defaults: options.defaults,
    palette: { ...options.palette, category: 'content' },
  });
}

/** Fresh-from-the-palette props of a card list with the given heading. */
export function cardDefaults(title: LocalizedText, overrides: Partial<CardListProps> = {}): CardListProps {
  return { title, cardsPerLine: 4, count: 8, rankingKind: 1, customIds: [], zone: 0, sort: 1, showMore: true, ...overrides };
}
