import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import { useRef, type PointerEvent } from 'react';
import type { AnyBlockDefinition } from '../../renderer/block-definition';
import { paletteDragId, type DragData } from '../dnd/drag-state';

/**
 * One block type to add. Mouse and touch drag it onto the canvas; Enter, Space or a click adds it after the
 * selection. Only the pointer starts a drag here, so the keyboard keeps the button's own activation.
 */
export function PaletteItem({ def, label, onAdd }: { def: AnyBlockDefinition; label: string; onAdd: () => void }) {
  const id = paletteDragId(def.type);
  const data: DragData = { kind: 'palette', type: def.type };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id, data });
  // A drag released over the button itself still ends in a click; that click must not add a block.
  const dragged = useRef(false);
  useDndMonitor({
    onDragStart: ({ active }) => {
      if (active.id === id) dragged.current = true;
    },
  });
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    dragged.current = false;
    (listeners?.onPointerDown as ((e: PointerEvent) => void) | undefined)?.(event);
  };
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={isDragging ? 'palette-item palette-item--dragging' : 'palette-item'}
      data-block-type={def.type}
      onPointerDown={onPointerDown}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else onAdd();
      }}
    >
      <span className="palette-item__icon" aria-hidden="true">
        {def.palette.icon}
      </span>
      {label}
    </button>
  );
}
