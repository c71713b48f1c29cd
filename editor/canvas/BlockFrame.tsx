import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { BlockWrapperProps } from '../../renderer/PageRenderer';
import type { BlockNode } from '../../schemas/page-document';
import { extendSelection, focusBlock, hoverBlock, selectBlock, toggleBlockSelection } from '../actions';
import { BLOCK_DRAG_DATA } from '../dnd/drag-state';
import { blockLabel } from '../i18n';
import { useKeyed } from '../store/keyed-selector';
import { useEditorStore } from '../store/StoreContext';
import { InPlaceRichText, richTextField } from '../rich-text/InPlaceRichText';
import { useFrameWords } from './frame-words';
import { frameSelectors, HOVERED, PRIMARY, SELECTED } from './frame-state';

/**
 * The designer's frame around one drawn block at any depth: selection outline, drag handle, click to
 * select (Ctrl/Shift+click or Shift+Arrow to select several). It is the block's own wrapper element
 * (`wrapper`: the renderer's class and data attributes), not one more element around it.
 */
export function BlockFrame({ block, registry, wrapper, children }: { block: BlockNode; registry: BlockRegistry; wrapper: BlockWrapperProps; children: ReactNode }) {
  const words = useFrameWords();
  const store = useEditorStore();
  // Read per block: a hover or a selection tells only the frames whose marks it changed (frame-state.ts).
  const { places, marks: marked } = frameSelectors(store);
  const marks = useKeyed(marked, block.id);
  const selected = (marks & SELECTED) !== 0;
  const primary = (marks & PRIMARY) !== 0;
  const hovered = (marks & HOVERED) !== 0;
  // The block stays in place while dragged; the indicator line and the drag preview show where it goes.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: block.id, data: BLOCK_DRAG_DATA });
  const label = blockLabel(registry, block.type, words.language);
  // The frame's name says its place ("Text, block 3 of 40"). A structural edit changes the place of every
  // frame after it; their names are rewritten where they stand, without drawing those frames again.
  const { position, count } = places.get(block.id);
  const element = useRef<HTMLDivElement | null>(null);
  const setElement = useCallback((node: HTMLDivElement | null) => {
    element.current = node;
    setNodeRef(node);
  }, [setNodeRef]);
  useLayoutEffect(
    () =>
      places.subscribe(block.id, () => {
        const place = places.get(block.id);
        element.current?.setAttribute('aria-label', words.frame(label, place.position, place.count));
      }),
    [places, block.id, words, label],
  );
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

  const className = [wrapper.className, 'block-frame', selected && 'block-frame--selected', hovered && 'block-frame--hovered', isDragging && 'block-frame--dragging'];
  return (
    <div
      data-block-type={wrapper['data-block-type']}
      data-block-id={wrapper['data-block-id']}
      ref={setElement}
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

/**
 * The frame's drag handle; canvas.css draws its grip. dnd-kit keeps its props stable, so a frame redrawn for
 * a new position leaves it alone.
 */
const FrameHandle = memo(function FrameHandle({ label, attributes, listeners, activatorRef }: FrameHandleProps) {
  return (
    <button type="button" ref={activatorRef} className="block-frame__handle" {...attributes} {...listeners} aria-label={label} />
  );
});
