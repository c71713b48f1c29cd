import type { BlockNode } from '../../schemas/page-document';
import type { DropSpot } from '../dnd/drop-spots';
import { canDropInto, getList, listKey, type SlotsOf } from '../tree';
import type { OutlineRow, OutlineSlotLine } from './outline-rows';

/** Where on a row a drop lands: above it, below it, or inside it (a container). */
export type RowPlace = 'before' | 'after' | 'inside';

/** A drop target in the outline: the spot in the document and the row (or slot line) and place that show it. */
export interface OutlineTarget {
  spot: DropSpot;
  /** A block's id, or a slot line's list key. */
  rowId: string;
  place: RowPlace;
}

/**
 * Which part of a row a pointer is over, from its height fraction (0 = top edge): for a container the top
 * and bottom quarters mean above and below and the middle half means inside; other rows split in halves.
 */
export function placeInRow(fraction: number, container: boolean): RowPlace {
  if (!container) return fraction < 0.5 ? 'before' : 'after';
  return fraction < 0.25 ? 'before' : fraction > 0.75 ? 'after' : 'inside';
}

/**
 * The spot a drop at a place of a row stands for. Below an expanded container is its first child's place
 * (that is what the row below shows); inside a container is the end of its first slot.
 */
export function spotForRow(row: OutlineRow, block: BlockNode, place: RowPlace, slotsOf: SlotsOf): DropSpot | null {
  const slot = slotsOf(block)[0];
  const inner = slot ? { parentId: row.id, slot } : null;
  if (place === 'before') return { list: row.list, gap: row.position - 1 };
  if (place === 'after') return row.expanded && inner ? { list: inner, gap: 0 } : { list: row.list, gap: row.position };
  return inner ? { list: inner, gap: block.slots?.[inner.slot]?.length ?? 0 } : null;
}

function findIn(blocks: readonly BlockNode[], row: OutlineRow): BlockNode | undefined {
  return getList(blocks as BlockNode[], row.list)?.[row.position - 1];
}

/** The outline target of a pointer over a row, or null where the dragged block cannot go (itself or inside itself). */
export function targetAtRow(blocks: readonly BlockNode[], row: OutlineRow, fraction: number, draggedId: string, slotsOf: SlotsOf): OutlineTarget | null {
  const block = findIn(blocks, row);
  if (!block) return null;
  const place = placeInRow(fraction, slotsOf(block).length > 0);
  const spot = spotForRow(row, block, place, slotsOf);
  if (!spot || row.id === draggedId || !canDropInto(blocks, draggedId, spot.list)) return null;
  return { spot, rowId: row.id, place };
}

/** The outline target of a pointer over a slot line: the end of that slot, unless the dragged block would go inside itself. */
export function targetAtSlot(blocks: readonly BlockNode[], line: OutlineSlotLine, draggedId: string): OutlineTarget | null {
  const list = getList(blocks as BlockNode[], line.list);
  if (!list || !canDropInto(blocks, draggedId, line.list)) return null;
  return { spot: { list: line.list, gap: list.length }, rowId: line.key, place: 'inside' };
}

/**
 * The row and place that show a spot (keyboard moves step through spots): the block now at the gap, else
 * the last block of the list, else the empty list's slot line if it has one, else its container. Rows
 * hidden in a collapsed container are shown by their nearest visible container.
 */
export function rowForSpot(blocks: readonly BlockNode[], spot: DropSpot, visible: ReadonlySet<string>, parentOf: (id: string) => string | null): Omit<OutlineTarget, 'spot'> | null {
  const list = getList(blocks as BlockNode[], spot.list);
  if (!list) return null;
  let shown: Omit<OutlineTarget, 'spot'> | null =
    spot.gap < list.length ? { rowId: list[spot.gap]!.id, place: 'before' }
    : list.length ? { rowId: list.at(-1)!.id, place: 'after' }
    : visible.has(listKey(spot.list)) ? { rowId: listKey(spot.list), place: 'inside' }
    : spot.list.parentId ? { rowId: spot.list.parentId, place: 'inside' }
    : null;
  while (shown && !visible.has(shown.rowId)) {
    const parent = parentOf(shown.rowId);
    shown = parent ? { rowId: parent, place: 'inside' } : null;
  }
  return shown;
}
