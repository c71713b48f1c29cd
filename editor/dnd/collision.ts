import type { CollisionDetection } from '@dnd-kit/core';
import type { PageDocument } from '../../schemas/page-document';
import { getList } from '../tree';
import { listDropId } from './drag-state';
import type { NestedDropTarget } from './drop-target';

/** The droppable that stands for a gap: the block right after it, or the list itself for the gap at its end. */
export function droppableForTarget(document: PageDocument, target: NestedDropTarget): string {
  const after = getList(document.blocks, target.list)?.[target.gap];
  return after ? after.id : listDropId(target.list);
}

/**
 * The designer finds its drop target itself (nested lists, the real pointer, keyboard spots), so dnd-kit's
 * `over` just mirrors it. Each gap has its own droppable, so every change of gap is a new `over` and is announced.
 */
export function targetCollision(document: () => PageDocument, target: () => NestedDropTarget | null): CollisionDetection {
  return ({ droppableContainers }) => {
    const at = target();
    if (!at) return [];
    const id = droppableForTarget(document(), at);
    return droppableContainers.some((container) => container.id === id) ? [{ id }] : [];
  };
}
