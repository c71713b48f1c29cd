import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { RenderContext } from '../../renderer/context';
import { text } from '../_shared/messages';
import { AttachmentLink } from './AttachmentLink';
import type { AttachmentView } from './render';

function Row({ item, context, onDelete }: { item: AttachmentView; context: RenderContext; onDelete: (item: AttachmentView) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li ref={setNodeRef} className="class-row" data-attachment-id={item.id} style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      <button type="button" ref={setActivatorNodeRef} className="class-handle" {...attributes} {...listeners} aria-label={text('files.move', context, { name: item.name })}>⠿</button>
      <AttachmentLink item={item} context={context} />
      <button type="button" className="class-button class-button--quiet" onClick={() => onDelete(item)} aria-label={text('files.delete', context, { name: item.name })}>
        {text('classes.delete', context)}
      </button>
    </li>
  );
}

/** The teacher's list: drag a row by its handle, or focus the handle, press space, move with the arrow keys and press space again. */
export function SortableAttachments({ items, context, onReorder, onDelete }: {
  items: AttachmentView[]; context: RenderContext; onReorder: (items: AttachmentView[]) => void; onDelete: (item: AttachmentView) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: unknown) => items.find((i) => i.id === id)?.name ?? '';
  const positionOf = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  function end({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, positionOf(active.id) - 1, positionOf(over.id) - 1));
  }
  return (
    <DndContext
      sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: text('files.reorderHint', context) },
        announcements: {
          onDragStart: ({ active }) => text('files.picked', context, { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) => (over ? text('files.over', context, { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
          onDragEnd: ({ active, over }) => text('files.dropped', context, { name: nameOf(active.id), position: positionOf(over?.id ?? active.id) }),
          onDragCancel: ({ active }) => text('files.cancelled', context, { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul>{items.map((item) => <Row key={item.id} item={item} context={context} onDelete={onDelete} />)}</ul>
      </SortableContext>
    </DndContext>
  );
}
