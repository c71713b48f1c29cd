import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { BlockNode } from '../../schemas/page-document';
import { dropSpots, spotKey, spotOf, stepSpot } from '../dnd/drop-spots';
import type { SlotsOf } from '../tree';
import { rowForSpot, targetAtRow, targetAtSlot, type OutlineTarget } from './outline-drop';
import type { OutlineRow, OutlineSlotLine } from './outline-rows';

/** How far the pointer must travel before a press on a row becomes a drag (a shorter press is a click). */
const DRAG_DISTANCE = 5;
/** Near the top or bottom edge of the scrolling panel, a drag scrolls it, so far rows can be reached. */
const EDGE = 32;

/** Scrolls the nearest scrolling ancestor of the tree when the pointer is close to its top or bottom edge. */
function scrollNearEdge(from: Element | null, y: number): void {
  for (let at = from?.parentElement; at; at = at.parentElement) {
    if (at.scrollHeight <= at.clientHeight || getComputedStyle(at).overflowY === 'visible') continue;
    const box = at.getBoundingClientRect();
    if (y < box.top + EDGE) at.scrollTop -= EDGE / 2;
    else if (y > box.bottom - EDGE) at.scrollTop += EDGE / 2;
    return;
  }
}

interface Sources {
  blocks: () => readonly BlockNode[];
  rows: () => readonly OutlineRow[];
  /** The slot lines drawn under containers with several slots. */
  slotLines: () => readonly OutlineSlotLine[];
  slotsOf: SlotsOf;
  /** A drag started (the block's id). */
  onStart: (id: string) => void;
  /** The target changed during a drag. */
  onOver: (id: string, target: OutlineTarget) => void;
  /** The drag ended: dropped on a target, or cancelled (null). */
  onEnd: (id: string, target: OutlineTarget | null) => void;
}

const sameTarget = (a: OutlineTarget | null, b: OutlineTarget | null) => (a && b ? spotKey(a.spot) === spotKey(b.spot) && a.rowId === b.rowId && a.place === b.place : a === b);

/**
 * Dragging outline rows, by mouse (press, move past a few pixels, release over a row) and by keyboard
 * (Space or Enter picks the row up, Up and Down step through the same drop spots as the canvas, Space or
 * Enter drops, Escape cancels). The outline is a drag area of its own, apart from the canvas's dnd-kit
 * context. Returns the target to draw and the handlers for the rows.
 */
export function useOutlineDrag(sources: Sources) {
  const [target, setTarget] = useState<OutlineTarget | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const live = useRef({ active: null as string | null, target: null as OutlineTarget | null, press: null as { id: string; x: number; y: number } | null });
  // The latest sources, read by handlers that never change (so memoized rows keep them).
  const handlers = useRef(sources);
  useLayoutEffect(() => {
    handlers.current = sources;
  });

  const aim = useCallback((next: OutlineTarget | null) => {
    const { active: id, target: current } = live.current;
    if (sameTarget(current, next)) return;
    live.current.target = next;
    setTarget(next);
    if (id && next) handlers.current.onOver(id, next);
  }, []);
  const start = useCallback((id: string) => {
    live.current.active = id;
    live.current.target = null;
    setActive(id);
    handlers.current.onStart(id);
  }, []);
  const finish = useCallback((drop: boolean) => {
    const { active: id, target: at } = live.current;
    live.current.active = null;
    live.current.press = null;
    live.current.target = null;
    setActive(null);
    setTarget(null);
    if (id) handlers.current.onEnd(id, drop ? at : null);
  }, []);

  // While a press or a drag is on, the window follows the pointer.
  useEffect(() => {
    const targetAt = (x: number, y: number) => {
      const { rows, slotLines, blocks, slotsOf } = handlers.current;
      const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-outline-id], [data-outline-slot]');
      if (!row || !live.current.active) return null;
      const line = row.dataset.outlineSlot !== undefined && slotLines().find((l) => l.key === row.dataset.outlineSlot);
      if (line) return targetAtSlot(blocks(), line, live.current.active);
      const found = rows().find((r) => r.id === row.dataset.outlineId);
      if (!found) return null;
      const box = row.getBoundingClientRect();
      return targetAtRow(blocks(), found, (y - box.top) / Math.max(1, box.height), live.current.active, slotsOf);
    };
    const move = (event: globalThis.PointerEvent) => {
      const { press, active: id } = live.current;
      if (!press) return;
      if (!id && Math.hypot(event.clientX - press.x, event.clientY - press.y) >= DRAG_DISTANCE) start(press.id);
      if (!live.current.active) return;
      scrollNearEdge(document.querySelector(`[data-outline-id="${live.current.active}"]`), event.clientY);
      aim(targetAt(event.clientX, event.clientY));
    };
    const up = () => {
      if (live.current.active && live.current.press) finish(true);
      live.current.press = null;
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && live.current.active && live.current.press) finish(false);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('keydown', escape);
    };
  }, [aim, finish, start]);

  const onPointerDown = useCallback((event: PointerEvent, id: string) => {
    if (event.button !== 0 || live.current.active) return;
    live.current.press = { id, x: event.clientX, y: event.clientY };
  }, []);

  /** Keys while a row has focus; true when the drag used the key (the tree's own keys must then stay out). */
  const onKeyDown = useCallback((event: KeyboardEvent, id: string): boolean => {
    const dragging = live.current.active;
    if (!dragging) {
      if ((event.key !== ' ' && event.key !== 'Enter') || event.altKey || event.ctrlKey || event.metaKey) return false;
      event.preventDefault();
      start(id);
      return true;
    }
    // Every key is the drag's while it lasts, so no shortcut (Delete, Ctrl+D…) acts on the page meanwhile.
    event.preventDefault();
    if (event.key === ' ' || event.key === 'Enter') finish(true);
    else if (event.key === 'Escape' || event.key === 'Tab') finish(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const { blocks, rows, slotLines, slotsOf } = handlers.current;
      const current = blocks();
      const from = live.current.target?.spot ?? spotOf(current, dragging);
      if (!from) return true;
      const spot = stepSpot(dropSpots(current, dragging, slotsOf), from, event.key === 'ArrowDown' ? 1 : -1);
      const visible = rows();
      const parents = new Map(visible.map((row) => [row.id, row.parentId]));
      const shown = rowForSpot(current, spot, new Set([...parents.keys(), ...slotLines().map((l) => l.key)]), (rowId) => parents.get(rowId) ?? null);
      if (shown) aim({ spot, ...shown });
    }
    return true;
  }, [aim, finish, start]);

  return { target, active, onPointerDown, onKeyDown };
}
