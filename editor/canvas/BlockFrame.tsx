import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { BlockNode } from '../../schemas/page-document';
import { extendSelection, focusBlock, hoverBlock, selectBlock, toggleBlockSelection } from '../actions';
import type { DragData } from '../dnd/drag-state';
import { blockLabel } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { placementOf } from '../store/block-index';
import { parseListKey, type ListRef } from '../tree';
import { Icon } from '../ui/Icon';
import { InPlaceRichText, richTextField } from '../rich-text/InPlaceRichText';
import { useFrameWords } from './frame-words';

/**
 * The block's list, position and the list's length, read from the document's placement index; one
 * string, so the selector stays a primitive and the frame re-renders only when its place changes.
 */
function usePlace(id: string): { list: ListRef; position: number; count: number } {
  const at = useEditor((s) => {
    const found = placementOf(s.document.blocks, id);
    return found ? `${found.index + 1}/${found.count}/${found.listKey}` : '0/0/root';
  });
  return useMemo(() => {
    const [position = '0', count = '0', ...key] = at.split('/');
    return { list: parseListKey(key.join('/')), position: Number(position), count: Number(count) };
  }, [at]);
}

const SELECTED = 1;
const PRIMARY = 2;
const HOVERED = 4;

/**
 * Whether a block is selected, the primary selection or hovered, read with one store subscription (as
 * bits): every change of the store runs every frame's selectors, so each frame keeps to two.
 */
function useMarks(id: string): { selected: boolean; primary: boolean; hovered: boolean } {
  const marks = useEditor(({ ui }) => (ui.selectedIds.includes(id) ? SELECTED : 0) | (ui.selectedId === id ? PRIMARY : 0) | (ui.hoveredId === id ? HOVERED : 0));
  return { selected: (marks & SELECTED) !== 0, primary: (marks & PRIMARY) !== 0, hovered: (marks & HOVERED) !== 0 };
}

/**
 * The designer's frame around one drawn block at any depth: selection outline, drag handle, click to
 * select (Ctrl/Shift+click or Shift+Arrow to select several).
 */
export function BlockFrame({ block, registry, children }: { block: BlockNode; registry: BlockRegistry; children: ReactNode }) {
  const words = useFrameWords();
  const store = useEditorStore();
  const { selected, primary, hovered } = useMarks(block.id);
  const { list, position, count } = usePlace(block.id);
  const data = useMemo<DragData>(() => ({ kind: 'block', list }), [list]);
  // The block stays in place while dragged; the indicator line and the drag preview show where it goes.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: block.id, data });
  const label = blockLabel(registry, block.type, words.language);
  const { dispatch } = store.getState();
  // Rich text is edited in place: double-click the block, or press Enter on it.
  const inPlaceField = richTextField(registry.get(block.type));
  const [editing, setEditing] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Escape') dispatch(selectBlock, { id: null });
    else if (event.key === 'Enter' && !event.shiftKey && inPlaceField) {
      event.preventDefault();
      setEditing(true);
    }
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
      aria-label={words.frame(label, position, count)}
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
      onDoubleClick={() => inPlaceField && setEditing(true)}
      onPointerOver={(event) => {
        // The innermost frame under the pointer is the hovered one, not every container around it.
        event.stopPropagation();
        dispatch(hoverBlock, { id: block.id });
      }}
      onPointerLeave={() => store.getState().ui.hoveredId === block.id && dispatch(hoverBlock, { id: null })}
    >
      <FrameHandle label={words.handle(label)} attributes={attributes} listeners={listeners} activatorRef={setActivatorNodeRef} />
      {editing && inPlaceField ? (
        <InPlaceRichText block={block} field={inPlaceField} language={words.locale} label={label} onDone={() => setEditing(false)} />
      ) : (
        children
      )}
    </div>
  );
}

interface FrameHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  activatorRef: (element: HTMLElement | null) => void;
}

/** The frame's drag handle. dnd-kit keeps its props stable, so a frame redrawn for a new position leaves it alone. */
const FrameHandle = memo(function FrameHandle({ label, attributes, listeners, activatorRef }: FrameHandleProps) {
  return (
    <button type="button" ref={activatorRef} className="block-frame__handle" {...attributes} {...listeners} aria-label={label}>
      <Icon name="grip-vertical" />
    </button>
  );
});
