import type { CollisionDetection } from '@dnd-kit/core';
import type { NestedDropTarget } from './drop-target';

/**
 * The two droppables that stand for the gap being aimed at (see GapDroppables). dnd-kit only needs its
 * `over` to change whenever the gap does, so the announcements are made; the designer finds the gap itself.
 */
export const GAP_DROPPABLES = ['gap:a', 'gap:b'] as const;

/**
 * The designer finds its drop target itself (nested lists, the real pointer, keyboard spots), so dnd-kit's
 * `over` just mirrors it: each change of gap switches to the other gap droppable, a new `over` that is
 * announced. One droppable per block would cost a registration in dnd-kit's state for every block drawn,
 * and every block added or removed would re-render the whole drag context.
 */
export function targetCollision(target: () => NestedDropTarget | null): CollisionDetection {
  let place: string | null = null;
  let second = false;
  return ({ droppableContainers }) => {
    const at = target();
    if (!at) return [];
    const next = `${at.key}/${at.gap}`;
    if (next !== place) {
      place = next;
      second = !second;
    }
    const id = second ? GAP_DROPPABLES[1] : GAP_DROPPABLES[0];
    return droppableContainers.some((container) => container.id === id) ? [{ id }] : [];
  };
}
