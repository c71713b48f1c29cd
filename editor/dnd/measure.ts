import { dropTargetAt, type DropTarget, type Point } from './drop-position';

/** The frames directly in a list element (not nested ones), in order. */
export function listFrames(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>('[data-block-frame]')).filter(
    (frame) => frame.parentElement?.closest('[data-drop-list]') === list,
  );
}

/**
 * Measures a list on screen and finds where a pointer would drop into it. Anywhere inside the list's
 * `[data-drop-area]` ancestor counts, so the margin around the page is a drop zone too.
 */
export function measureDropTarget(list: HTMLElement | null, point: Point | null): DropTarget | null {
  if (!list || !point) return null;
  const listBox = list.getBoundingClientRect();
  const area = list.closest<HTMLElement>('[data-drop-area]')?.getBoundingClientRect() ?? listBox;
  return dropTargetAt(point, area, listFrames(list).map((frame) => frame.getBoundingClientRect()), listBox.top);
}
