import type { BlockRegistry } from '../../renderer/block-definition';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { createBlock } from '../tree';

/**
 * A page with one block of every type of the registry, in palette order and with its defaults, so a new
 * administrator sees every block at once (and a block type added later appears by itself).
 */
export function everyBlockDocument(registry: BlockRegistry): PageDocument {
  return { ...emptyDocument(), blocks: [...registry.values()].map((def) => createBlock(def)) };
}
