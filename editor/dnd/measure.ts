import type { Point } from './drop-position';
import { indicatorOffset } from './drop-position';
import { nestedDropTarget, type MeasuredList, type NestedDropTarget } from './drop-target';

/** The frames directly in a list element (not nested ones), in order. */
export function listFrames(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>('[data-block-frame]')).filter(
    (frame) => frame.parentElement?.closest('[data-drop-list]') === list,
  );
}

/** How many drop lists enclose a list element. */
function depthOf(list: HTMLElement): number {
  let depth = 0;
  for (let at = list.parentElement?.closest('[data-drop-list]'); at; at = at.parentElement?.closest('[data-drop-list]')) depth += 1;
  return depth;
}

/**
 * Measures every drop list under `root` (the canvas's top-level list). The top level counts anywhere
 * inside its `[data-drop-area]` ancestor, so the margin around the page is a drop zone too.
 */
export function measureLists(root: HTMLElement | null): MeasuredList[] {
  if (!root) return [];
  const elements = [root, ...Array.from(root.querySelectorAll<HTMLElement>('[data-drop-list]'))];
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    const area = element === root ? (element.closest<HTMLElement>('[data-drop-area]')?.getBoundingClientRect() ?? box) : box;
    return {
      key: element.dataset.dropList ?? 'root',
      depth: depthOf(element),
      box: area,
      top: box.top,
      items: listFrames(element).map((frame) => frame.getBoundingClientRect()),
    };
  });
}

/** Where a pointer would drop, among the lists a filter allows (a dragged block's own slots are left out). */
export function measureDropTarget(
  root: HTMLElement | null, point: Point | null, allow: (lists: MeasuredList[]) => MeasuredList[] = (lists) => lists,
): NestedDropTarget | null {
  if (!root || !point) return null;
  return nestedDropTarget(allow(measureLists(root)), point);
}

/** The indicator offset for a gap of one list, measured now (keyboard moves choose the gap, not the pointer). */
export function measureGapOffset(root: HTMLElement | null, key: string, gap: number): { offset: number; clientY: number } | null {
  // Keys are made of id and slot characters only, so they need no escaping in the selector.
  const list = root?.dataset.dropList === key ? root : root?.querySelector<HTMLElement>(`[data-drop-list="${key}"]`);
  if (!list) return null;
  const top = list.getBoundingClientRect().top;
  const offset = indicatorOffset(listFrames(list).map((frame) => frame.getBoundingClientRect()), gap, top);
  return { offset, clientY: top + offset };
}
