import type { BlockNode } from '../../schemas/page-document';
import { canDropInto, parseListKey, type ListRef } from '../tree';
import { contains, gapIndexAt, indicatorOffset, type Box, type Point, type Span } from './drop-position';

/** One list of blocks as measured on screen: the top level or a container's slot. */
export interface MeasuredList {
  /** The list's `listKey`. */
  key: string;
  /** How many lists enclose it (0 for the page's top level). */
  depth: number;
  /** Where a pointer counts as over this list (for the top level: the whole canvas). */
  box: Box;
  /** The list element's top edge; the indicator offset is measured from it. */
  top: number;
  /** The list's own block frames (not nested ones), in order. */
  items: readonly Span[];
}

/** Where a dragged block would land: a list, the gap in it (0 = before the first) and where to draw the line. */
export interface NestedDropTarget {
  key: string;
  list: ListRef;
  gap: number;
  /** Distance of the indicator line from the list's top edge, in pixels. */
  offset: number;
}

/** The list a point is over: the deepest list containing it; nested lists sit inside their parents, so depth wins. */
export function listAt(lists: readonly MeasuredList[], point: Point): MeasuredList | null {
  let best: MeasuredList | null = null;
  for (const list of lists) {
    if (!contains(list.box, point)) continue;
    if (!best || list.depth > best.depth) best = list;
  }
  return best;
}

/** The drop target for a point among measured lists, or null outside all of them. */
export function nestedDropTarget(lists: readonly MeasuredList[], point: Point): NestedDropTarget | null {
  const list = listAt(lists, point);
  if (!list) return null;
  const gap = gapIndexAt(list.items, point.y);
  return { key: list.key, list: parseListKey(list.key), gap, offset: indicatorOffset(list.items, gap, list.top) };
}

/** The lists a block may be dropped into: all but its own slots and those of its descendants. */
export function listsOutside(lists: readonly MeasuredList[], blocks: readonly BlockNode[], draggedId: string | null): MeasuredList[] {
  if (!draggedId) return [...lists];
  return lists.filter((list) => canDropInto(blocks, draggedId, parseListKey(list.key)));
}
