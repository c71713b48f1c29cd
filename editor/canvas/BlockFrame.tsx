import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { BlockNode } from '../../schemas/page-document';
import { hoverBlock, removeBlock, selectBlock } from '../actions';
import type { DragData } from '../dnd/drag-state';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { findBlock, getList, type ListRef } from '../tree';

/** "position/count" of a block in its list, as one string so the store selector stays a primitive. */
function usePosition(id: string): [number, number] {
  const at = useEditor((s) => {
    const found = findBlock(s.document.blocks, id);
    return found ? `${found.index + 1}/${getList(s.document.blocks, found.list)?.length ?? 0}` : '0/0';
  });
  const [position = 0, count = 0] = at.split('/').map(Number);
  return [position, count];
}

/**
 * The designer's frame around one drawn block at any depth: selection outline, drag handle, click to
 * select, Delete to remove. It is also the droppable that stands for the gap before it.
 */
export function BlockFrame({ block, list, registry, children }: { block: BlockNode; list: ListRef; registry: BlockRegistry; children: ReactNode }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const selected = useEditor((s) => s.ui.selectedId === block.id);
  const hovered = useEditor((s) => s.ui.hoveredId === block.id);
  const [position, count] = usePosition(block.id);
  const data: DragData = { kind: 'block', list };
  // The block stays in place while dragged; the indicator line and the drag preview show where it goes.
  const { attributes, listeners, setNodeRef: setDragRef, setActivatorNodeRef, isDragging } = useDraggable({ id: block.id, data });
  const { setNodeRef: setDropRef } = useDroppable({ id: block.id, data });
  const setNodeRef = (element: HTMLDivElement | null) => {
    setDragRef(element);
    setDropRef(element);
  };
  const label = blockLabel(registry, block.type, uiLanguage(i18n.language));
  const { dispatch } = store.getState();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const frame = event.currentTarget;
      dispatch(removeBlock, { id: block.id });
      const next = store.getState().ui.selectedId;
      // Keep the keyboard on the canvas: focus the block that took the deleted one's place.
      requestAnimationFrame(() => frame.ownerDocument.querySelector<HTMLElement>(`[data-frame-id="${next}"]`)?.focus());
    } else if (event.key === 'Escape') dispatch(selectBlock, { id: null });
  };

  const className = ['block-frame', selected && 'block-frame--selected', hovered && 'block-frame--hovered', isDragging && 'block-frame--dragging'];
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={t('canvas.block', { label, position, count })}
      aria-current={selected ? 'true' : undefined}
      tabIndex={0}
      data-block-frame=""
      data-frame-id={block.id}
      data-selected={selected ? 'true' : undefined}
      className={className.filter(Boolean).join(' ')}
      onClick={(event) => {
        event.stopPropagation();
        dispatch(selectBlock, { id: block.id });
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) dispatch(selectBlock, { id: block.id });
      }}
      onKeyDown={onKeyDown}
      onPointerOver={(event) => {
        // The innermost frame under the pointer is the hovered one, not every container around it.
        event.stopPropagation();
        dispatch(hoverBlock, { id: block.id });
      }}
      onPointerLeave={() => store.getState().ui.hoveredId === block.id && dispatch(hoverBlock, { id: null })}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="block-frame__handle"
        {...attributes}
        {...listeners}
        aria-label={t('canvas.dragHandle', { label })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </div>
  );
}
