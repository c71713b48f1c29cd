import { closestCenter, pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';
import type { DragData } from './drag-state';

/**
 * Palette items are over whatever the pointer is within (the canvas list, a frame); canvas blocks sort
 * against the other blocks only, by their centres.
 */
export const designerCollision: CollisionDetection = (args) => {
  const data = args.active.data.current as DragData | undefined;
  if (data?.kind === 'palette') {
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  }
  const blocks = args.droppableContainers.filter((c) => (c.data.current as DragData | undefined)?.kind === 'block');
  return closestCenter({ ...args, droppableContainers: blocks });
};
