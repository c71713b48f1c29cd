import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import type { DragData } from './drag-state';
import type { Span } from './drop-position';

/**
 * How far to move a block dragged with the keyboard so its centre sits on the centre of the next (or
 * previous) block. dnd-kit's stock getter aligns edges instead, which gets stuck when a tall block
 * passes a short one. Returns 0 at either end.
 */
export function keyboardStep(
  items: readonly (Span & { id: UniqueIdentifier })[], currentId: UniqueIdentifier, dragged: Span, direction: 1 | -1,
): number {
  const sorted = [...items].sort((a, b) => a.top - b.top);
  const target = sorted[sorted.findIndex((item) => item.id === currentId) + direction];
  if (!target) return 0;
  return (target.top + target.bottom) / 2 - (dragged.top + dragged.bottom) / 2;
}

/** Arrow Up / Down move a dragged canvas block one place among its sibling blocks. */
export const blockKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
  if (!direction) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const items = droppableContainers
    .getEnabled()
    .filter((c) => (c.data.current as DragData | undefined)?.kind === 'block')
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ id: c.id, top: rect.top, bottom: rect.bottom }] : [];
    });
  const dy = keyboardStep(items, over?.id ?? active.id, collisionRect, direction);
  return { x: currentCoordinates.x, y: currentCoordinates.y + dy };
};
