import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { BlockNode } from '../../schemas/page-document';
import { extendSelection, focusBlock, hoverBlock, selectBlock, toggleBlockSelection } from '../actions';
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
 * select (Ctrl/Shift+click or Shift+Arrow to select several). It is also the droppable that stands for the gap before it.
 */
export function BlockFrame({ block, list, registry, children }: { block: BlockNode; list: ListRef; registry: BlockRegistry; children: ReactNode }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const selected = useEditor((s) => s.ui.selectedIds.includes(block.id));
  const primary = useEditor((s) => s.ui.selectedId === block.id);
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
    if (event.key === 'Escape') dispatch(selectBlock, { id: null });
    else if (event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      // Shift+Arrow extends the selection to the next or previous block on the page, at any depth.
      event.preventDefault();
      const frames = [...event.currentTarget.ownerDocument.querySelectorAll<HTMLElement>('[data-block-frame]')];
      const next = frames[frames.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1)];
      const id = next?.dataset.frameId;
      if (!next || !id) return;
      dispatch(extendSelection, { id });
      next.focus();
    }
  };

  const className = ['block-frame', selected && 'block-frame--selected', hovered && 'block-frame--hovered', isDragging && 'block-frame--dragging'];
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={t('canvas.block', { label, position, count })}
      aria-current={primary ? 'true' : undefined}
      tabIndex={0}
      data-block-frame=""
      data-frame-id={block.id}
      data-selected={selected ? 'true' : undefined}
      className={className.filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        // A Ctrl/Shift+click adds to the selection; focusing the block first would select it alone.
        if (event.shiftKey || event.ctrlKey || event.metaKey) event.preventDefault();
      }}
      onClick={(event) => {
        event.stopPropagation();
        const toggle = event.shiftKey || event.ctrlKey || event.metaKey;
        dispatch(toggle ? toggleBlockSelection : selectBlock, { id: block.id });
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) dispatch(focusBlock, { id: block.id });
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
