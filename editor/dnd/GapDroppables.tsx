import { useDroppable } from '@dnd-kit/core';
import { useLayoutEffect, type RefObject } from 'react';
import { GAP_DROPPABLES } from './collision';

/** The gap droppables of the drag context, measured on the canvas's top-level list (dnd-kit's `over` needs a box). */
export function GapDroppables({ list }: { list: RefObject<HTMLElement | null> }) {
  const first = useDroppable({ id: GAP_DROPPABLES[0] }).setNodeRef;
  const second = useDroppable({ id: GAP_DROPPABLES[1] }).setNodeRef;
  // Rendered after the list, so its element is attached by now.
  useLayoutEffect(() => {
    first(list.current);
    second(list.current);
  }, [list, first, second]);
  return null;
}
