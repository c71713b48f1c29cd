import type { BlockNode } from '../../schemas/page-document';
import { findBlock, listKey, ROOT, sameList, type ListRef, type SlotsOf } from '../tree';
import { finalIndex } from './drop-position';

/** A place a block can be dropped: a gap in a list (0 = before the first block). */
export interface DropSpot {
  list: ListRef;
  gap: number;
}

/**
 * Every place a block can move to, in reading order, for keyboard moves: the gaps of each list, with a
 * container's slots between the gap before it and the gap after it. Places inside the block itself are
 * left out, and so is the gap right after it, which would leave it where it is (its own gap stands for that).
 */
export function dropSpots(blocks: readonly BlockNode[], draggedId: string | null, slotsOf: SlotsOf, list: ListRef = ROOT): DropSpot[] {
  const spots: DropSpot[] = [];
  blocks.forEach((block, index) => {
    if (index === 0 || blocks[index - 1]!.id !== draggedId) spots.push({ list, gap: index });
    if (block.id === draggedId) return;
    for (const slot of slotsOf(block)) spots.push(...dropSpots(block.slots?.[slot] ?? [], draggedId, slotsOf, { parentId: block.id, slot }));
  });
  if (blocks.at(-1)?.id !== draggedId) spots.push({ list, gap: blocks.length });
  return spots;
}

/** The next (1) or previous (-1) spot from the current one; the current one again at either end. */
export function stepSpot(spots: readonly DropSpot[], current: DropSpot, direction: 1 | -1): DropSpot {
  const at = spots.findIndex((spot) => sameList(spot.list, current.list) && spot.gap === current.gap);
  return spots[at + direction] ?? current;
}

/** Where a block stands now, as a spot. */
export function spotOf(blocks: readonly BlockNode[], id: string): DropSpot | null {
  const found = findBlock(blocks, id);
  return found ? { list: found.list, gap: found.index } : null;
}

/** Where a new block goes when no place is chosen: right after the selected block, in its list, or at the end of the page. */
export function insertSpot(blocks: readonly BlockNode[], selectedId: string | null): DropSpot {
  const found = selectedId ? findBlock(blocks, selectedId) : null;
  if (found) return { list: found.list, gap: found.index + 1 };
  return { list: ROOT, gap: blocks.length };
}

/** The list and final index a dropped block ends at (its own list's later gaps shift up by one once it leaves). */
export function moveDestination(blocks: readonly BlockNode[], id: string, spot: DropSpot): { list: ListRef; index: number } | null {
  const found = findBlock(blocks, id);
  if (!found) return null;
  return { list: spot.list, index: sameList(found.list, spot.list) ? finalIndex(spot.gap, found.index) : spot.gap };
}

/** A spot's string form, for comparing targets cheaply. */
export const spotKey = (spot: DropSpot) => `${listKey(spot.list)}#${spot.gap}`;
