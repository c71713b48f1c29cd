import type { BlockRegistry } from '../renderer/block-definition';
import { emptyDocument, type BlockNode, type PageDocument } from '../schemas/page-document';

/** The code of the demo school's page that shows every block type (the designer opens it on first use). */
export const SHOWCASE_PAGE_CODE = 'showcase';

/** The showcase page's name, in the languages of the demo school. */
export const SHOWCASE_PAGE_NAME = { zh_CN: '全部区块', en_US: 'Every block' };

/**
 * A page with one block of every type of the registry, in palette order and with its defaults, so a new
 * administrator sees every block at once (and a block type added later appears by itself). `idOf` names
 * each block: stable ids for the seeded page, fresh ones when the designer adds a copy.
 */
export function showcaseDocument(registry: BlockRegistry, idOf: (index: number) => string = (i) => `b_showcase_${i}`): PageDocument {
  const blocks = [...registry.values()].map((def, i): BlockNode => ({
    id: idOf(i),
    type: def.type,
    v: def.version,
    props: structuredClone(def.defaults) as Record<string, unknown>,
    ...(def.slots?.length ? { slots: Object.fromEntries(def.slots.map((name) => [name, []])) } : {}),
  }));
  return { ...emptyDocument(), blocks };
}
