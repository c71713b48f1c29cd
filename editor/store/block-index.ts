import type { BlockNode } from '../../schemas/page-document';
import { listKey, ROOT, type ListRef, type PathStep } from '../tree';

/** Where one block sits: the block, its list, its index there and the list's length. */
export interface Placement {
  block: BlockNode;
  list: ListRef;
  listKey: string;
  index: number;
  count: number;
  /** The block's place in document order (depth first, a container before its children). */
  order: number;
}

const cache = new WeakMap<readonly BlockNode[], Map<string, Placement>>();

// Plain loops: rebuilt for every edited document, this walk is on the path of every key press.
function index(blocks: readonly BlockNode[], list: ListRef, into: Map<string, Placement>): void {
  const key = listKey(list);
  const count = blocks.length;
  for (let i = 0; i < count; i++) {
    const block = blocks[i]!;
    into.set(block.id, { block, list, listKey: key, index: i, count, order: into.size });
    const slots = block.slots;
    if (!slots) continue;
    for (const slot in slots) index(slots[slot]!, { parentId: block.id, slot }, into);
  }
}

/**
 * Every block of a document by id, built in one walk and kept for as long as the document's block array
 * lives. Store selectors of many components (one per block frame) and the actions read it in O(1) instead
 * of each searching the tree on every change. Only for documents, which are never changed in place: an
 * immer draft must be searched (tree.ts).
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

/** The ids of a block's containers, innermost first; empty for a top-level block or one the document does not have. */
export function ancestorIds(blocks: readonly BlockNode[], id: string): string[] {
  const found = placements(blocks);
  const ids: string[] = [];
  for (let at = found.get(id)?.list.parentId ?? null; at !== null; at = found.get(at)?.list.parentId ?? null) ids.push(at);
  return ids;
}

/** The path from the top level down to a block (as tree.ts's pathTo), read from the index; null when it is not in the tree. */
export function indexedPath(blocks: readonly BlockNode[], id: string): PathStep[] | null {
  const found = placements(blocks);
  const place = found.get(id);
  if (!place) return null;
  const path: PathStep[] = [{ list: place.list, index: place.index }];
  for (let at = place.list.parentId; at !== null; ) {
    const outer = found.get(at)!;
    path.unshift({ list: outer.list, index: outer.index });
    at = outer.list.parentId;
  }
  return path;
}

/**
 * The ids of blocks of `after` whose list, index or list length may differ from `before`, found without
 * walking what did not change: documents share unchanged blocks (immer), and a block that is the same object
 * in both has the same children in the same places. A block new to the document is named too.
 */
export function movedBlockIds(before: readonly BlockNode[], after: readonly BlockNode[]): string[] {
  const ids: string[] = [];
  if (before === after) return ids;
  const was = placements(before);
  // Plain loops, as in index(): this runs for every edit, a key typed included.
  const visit = (blocks: readonly BlockNode[], list: ListRef) => {
    const key = listKey(list);
    const count = blocks.length;
    for (let index = 0; index < count; index++) {
      const block = blocks[index]!;
      const old = was.get(block.id);
      if (!old || old.index !== index || old.count !== count || old.listKey !== key) ids.push(block.id);
      if (old?.block === block || !block.slots) continue;
      for (const slot in block.slots) visit(block.slots[slot]!, { parentId: block.id, slot });
    }
  };
  visit(after, ROOT);
  return ids;
}
