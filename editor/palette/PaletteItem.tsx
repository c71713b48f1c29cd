import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { AnyBlockDefinition } from '../../renderer/block-definition';
import { paletteDragId, type DragData } from '../dnd/drag-state';
import { Icon } from '../ui/Icon';

type Handler<E> = ((event: E) => void) | undefined;

/**
 * One block type to add. Mouse and touch drag it into any slot; Space picks it up for a keyboard drag through
 * the same drop spots as a block's handle. Enter or a click adds it right after the selection.
 */
export function PaletteItem({ def, label, instructionsId, onAdd }: {
  def: AnyBlockDefinition; label: string; /** The ids of the texts that say how to add and drag by keyboard. */ instructionsId: string; onAdd: () => void;
}) {
  const id = paletteDragId(def.type);
  const data: DragData = { kind: 'palette', type: def.type };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id, data });
  // A drag released over the button itself still ends in a click (and a keyboard drag dropped with Space
  // ends in the key's release on the button); that click must not add a block.
  const dragged = useRef(false);
  useDndMonitor({
    onDragStart: ({ active }) => {
      if (active.id === id) dragged.current = true;
    },
  });
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    dragged.current = false;
    (listeners?.onPointerDown as Handler<PointerEvent>)?.(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Only Space starts a keyboard drag; Enter keeps the button's own activation, which adds the block.
    if (event.key === 'Enter' && !isDragging) dragged.current = false;
    if (event.code === 'Space') (listeners?.onKeyDown as Handler<KeyboardEvent>)?.(event);
  };
  return (
    <button
      ref={setNodeRef}
      type="button"
      aria-roledescription={attributes['aria-roledescription']}
      aria-pressed={isDragging ? true : undefined}
      aria-describedby={instructionsId}
      className={isDragging ? 'palette-item palette-item--dragging' : 'palette-item'}
      data-block-type={def.type}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else onAdd();
      }}
    >
      <span className="palette-item__icon">
        <Icon name={def.palette.icon} />
      </span>
      {label}
    </button>
  );
}
