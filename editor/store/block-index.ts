import type { BlockNode } from '../../schemas/page-document';
import { listKey, ROOT, type ListRef } from '../tree';

/** Where one block sits: the block, its list, its index there and the list's length. */
export interface Placement {
  block: BlockNode;
  list: ListRef;
  listKey: string;
  index: number;
  count: number;
}

const cache = new WeakMap<readonly BlockNode[], Map<string, Placement>>();

function index(blocks: readonly BlockNode[], list: ListRef, into: Map<string, Placement>): void {
  const key = listKey(list);
  for (const [i, block] of blocks.entries()) {
    into.set(block.id, { block, list, listKey: key, index: i, count: blocks.length });
    for (const [slot, children] of Object.entries(block.slots ?? {})) index(children, { parentId: block.id, slot }, into);
  }
}

/**
 * Every block of a document by id, built in one walk and kept for as long as the document's block array
 * lives. Store selectors of many components (one per block frame) read it in O(1) instead of each
 * searching the tree on every change.
 */
export function placements(blocks: readonly BlockNode[]): ReadonlyMap<string, Placement> {
  let found = cache.get(blocks);
  if (!found) {
    found = new Map();
    index(blocks, ROOT, found);
    cache.set(blocks, found);
  }
  return found;
}

/** Where a block sits, or undefined when the document does not have it. */
export function placementOf(blocks: readonly BlockNode[], id: string): Placement | undefined {
  return placements(blocks).get(id);
}
