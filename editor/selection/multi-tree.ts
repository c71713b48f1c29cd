import { produce } from 'immer';
import type { BlockNode } from '../../schemas/page-document';
import { allBlockIds, cloneWithNewIds, findBlock, getList, insertBlock, removeBlock } from '../tree';

/** The selected ids in document order, without blocks whose ancestor is selected too (they go along with it). */
export function topmostSelected(blocks: readonly BlockNode[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return allBlockIds(blocks).filter((id) => {
    if (!wanted.has(id)) return false;
    return !findBlock(blocks, id)!.ancestors.some((ancestor) => wanted.has(ancestor));
  });
}

/** Removes several blocks (and their children) in one go. */
export function removeBlocks(blocks: BlockNode[], ids: readonly string[]): BlockNode[] {
  return topmostSelected(blocks, ids).reduce((tree, id) => removeBlock(tree, id), blocks);
}

/** Copies each block right after itself, with new ids; returns the tree and the copies' ids in document order. */
export function duplicateBlocks(blocks: BlockNode[], ids: readonly string[]): { blocks: BlockNode[]; copies: string[] } {
  const copies: string[] = [];
  let tree = blocks;
  for (const id of topmostSelected(blocks, ids)) {
    const found = findBlock(tree, id)!;
    const copy = cloneWithNewIds(found.block);
    tree = insertBlock(tree, found.list, found.index + 1, copy);
    copies.push(copy.id);
  }
  return { blocks: tree, copies };
}

/**
 * Moves each selected block one place up (-1) or down (+1) within its own list. A block at the edge, or
 * behind another selected block that cannot move, stays, so a group keeps its shape.
 */
export function shiftBlocks(blocks: BlockNode[], ids: readonly string[], direction: -1 | 1): BlockNode[] {
  const order = topmostSelected(blocks, ids);
  const selected = new Set(order);
  if (direction === 1) order.reverse();
  return produce(blocks, (draft: BlockNode[]) => {
    for (const id of order) {
      const found = findBlock(draft, id)!;
      const list = getList(draft, found.list)!;
      const target = found.index + direction;
      if (target < 0 || target >= list.length || selected.has(list[target]!.id)) continue;
      [list[found.index], list[target]] = [list[target]!, list[found.index]!];
    }
  });
}
