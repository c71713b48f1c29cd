/** A vertical extent on screen (client coordinates). */
export interface Span {
  top: number;
  bottom: number;
}

/** A rectangle on screen (client coordinates). */
export interface Box extends Span {
  left: number;
  right: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Where a dragged item will land: the gap index in the list (0 = before the first) and where to draw the line. */
export interface DropTarget {
  gap: number;
  /** Distance of the indicator line from the list's top edge, in pixels. */
  offset: number;
}

/** The gap a pointer at `y` falls into: before the first item whose middle is below the pointer. */
export function gapIndexAt(items: readonly Span[], y: number): number {
  const index = items.findIndex((item) => y < (item.top + item.bottom) / 2);
  return index === -1 ? items.length : index;
}

/** Where the line for a gap goes, relative to `listTop`: midway between neighbours, on the outer edge at either end. */
export function indicatorOffset(items: readonly Span[], gap: number, listTop: number): number {
  const before = items[gap - 1];
  const after = items[gap];
  if (before && after) return (before.bottom + after.top) / 2 - listTop;
  if (before) return before.bottom - listTop;
  if (after) return after.top - listTop;
  return 0;
}

/** Turns a gap into the index an item ends at once moved: gaps after its old place shift up by one. */
export function finalIndex(gap: number, fromIndex: number | null): number {
  return fromIndex !== null && gap > fromIndex ? gap - 1 : gap;
}

/** Whether a point lies inside a box (edges included). */
export function contains(box: Box, point: Point): boolean {
  return point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
}

/**
 * The drop target for a pointer, or null when the pointer is outside the drop area (the list's box, or a
 * larger box around it such as the whole canvas). The offset is relative to the list's top.
 */
export function dropTargetAt(point: Point, area: Box, items: readonly Span[], listTop: number = area.top): DropTarget | null {
  if (!contains(area, point)) return null;
  const gap = gapIndexAt(items, point.y);
  return { gap, offset: indicatorOffset(items, gap, listTop) };
}
