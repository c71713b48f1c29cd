import { produce } from 'immer';
import type { BlockNode } from '../../schemas/page-document';
import { ancestorIds, indexedPath, placements } from '../store/block-index';
import { cloneWithNewIds, listOnPath, type PathStep } from '../tree';

/** The selected ids in document order, without blocks whose ancestor is selected too (they go along with it). */
export function topmostSelected(blocks: readonly BlockNode[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  const found = placements(blocks);
  return [...wanted]
    .filter((id) => found.has(id) && !ancestorIds(blocks, id).some((ancestor) => wanted.has(ancestor)))
    .sort((a, b) => found.get(a)!.order - found.get(b)!.order);
}

/**
 * The paths of the topmost selected blocks, last in document order first: changing a list there leaves the
 * indexes on the paths of every block before it as they were, so one draft can take every change.
 */
function pathsLastFirst(blocks: readonly BlockNode[], ids: readonly string[]): PathStep[][] {
  return topmostSelected(blocks, ids).reverse().map((id) => indexedPath(blocks, id)!);
}

/** Removes several blocks (and their children) in one go. */
export function removeBlocks(blocks: BlockNode[], ids: readonly string[]): BlockNode[] {
  const paths = pathsLastFirst(blocks, ids);
  if (!paths.length) return blocks;
  return produce(blocks, (draft: BlockNode[]) => {
    for (const path of paths) listOnPath(draft, path).splice(path.at(-1)!.index, 1);
  });
}

/** Copies each block right after itself, with new ids; returns the tree and the copies' ids in document order. */
export function duplicateBlocks(blocks: BlockNode[], ids: readonly string[]): { blocks: BlockNode[]; copies: string[] } {
  const paths = pathsLastFirst(blocks, ids);
  if (!paths.length) return { blocks, copies: [] };
  const copies = paths.map((path) => cloneWithNewIds(listOnPath(blocks, path)[path.at(-1)!.index]!));
  const tree = produce(blocks, (draft: BlockNode[]) => {
    paths.forEach((path, i) => listOnPath(draft, path).splice(path.at(-1)!.index + 1, 0, copies[i]!));
  });
  return { blocks: tree, copies: copies.map((copy) => copy.id).reverse() };
}

/**
 * Moves each selected block one place up (-1) or down (+1) within its own list. A block at the edge, or
 * behind another selected block that cannot move, stays, so a group keeps its shape.
 */
export function shiftBlocks(blocks: BlockNode[], ids: readonly string[], direction: -1 | 1): BlockNode[] {
  const order = topmostSelected(blocks, ids);
  const selected = new Set(order);
  if (direction === 1) order.reverse();
  // Each block's path in the original tree still holds in the draft when its turn comes: the blocks moved
  // before it (going up in document order, down in reverse) only traded places that lie before (up) or after
  // (down) the places on its path.
  const paths = order.map((id) => indexedPath(blocks, id)!);
  return produce(blocks, (draft: BlockNode[]) => {
    for (const path of paths) {
      const list = listOnPath(draft, path);
      const at = path.at(-1)!.index;
      const target = at + direction;
      if (target < 0 || target >= list.length || selected.has(list[target]!.id)) continue;
      [list[at], list[target]] = [list[target]!, list[at]!];
    }
  });
}
