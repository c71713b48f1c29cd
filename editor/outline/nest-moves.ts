import type { BlockNode } from '../../schemas/page-document';
import { findBlock, getList, moveBlock, type SlotsOf } from '../tree';

/** Moves a block out of its container, to just after the container; the top level stays as it is. */
export function outdentBlock(blocks: BlockNode[], id: string): BlockNode[] {
  const found = findBlock(blocks, id);
  if (!found || found.list.parentId === null) return blocks;
  const parent = findBlock(blocks, found.list.parentId)!;
  return moveBlock(blocks, id, parent.list, parent.index + 1);
}

/** Moves a block to the end of the first slot of the container just before it; unchanged when there is none. */
export function indentBlock(blocks: BlockNode[], id: string, slotsOf: SlotsOf): BlockNode[] {
  const found = findBlock(blocks, id);
  if (!found) return blocks;
  const previous = getList(blocks, found.list)?.[found.index - 1];
  const slot = previous && slotsOf(previous)[0];
  if (!previous || !slot) return blocks;
  return moveBlock(blocks, id, { parentId: previous.id, slot }, previous.slots?.[slot]?.length ?? 0);
}
