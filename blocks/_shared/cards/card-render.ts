import type { ComponentType } from 'react';
import { defineRender, type BlockComponentProps, type BlockMigration } from '../../../renderer/block-definition';
import { CARD_RANKING_KIND } from '../../../schemas/enums';
import type { CardListProps } from './card-schema';
import { cardListPath } from './list-path';
import type { CardTypeSpec, ResourcePage } from './types';

const EMPTY: ResourcePage = { list: [], total: 0, pageNumber: 1, pageSize: 0 };

/** The per-type parts of a card list block's render part. */
export interface CardRenderOptions {
  spec: CardTypeSpec;
  version?: number;
  migrations?: BlockMigration[];
  load: () => Promise<{ default: ComponentType<BlockComponentProps<CardListProps, ResourcePage>> }>;
}

/** A card list block's render part: one shared loader and component, the type's endpoint and badges. */
export function defineCardRender(options: CardRenderOptions) {
  const { spec } = options;
  return defineRender<CardListProps, ResourcePage>({
    type: spec.type,
    version: options.version ?? 1,
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
