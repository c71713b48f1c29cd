import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, type KeyboardEvent, type MouseEvent, type PointerEventHandler } from 'react';
import type { RowPlace } from './outline-drop';

export interface OutlineItemProps {
  id: string;
  label: string;
  depth: number;
  position: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
  selected: boolean;
  current: boolean;
  focusable: boolean;
  /** Where a drag would land on this row, drawn as a line above or below it or a box around it. */
  dropPlace: RowPlace | null;
  onSelect: (event: MouseEvent, id: string) => void;
  onKey: (event: KeyboardEvent, id: string) => void;
  onToggle: (id: string, open: boolean) => void;
}

/**
 * One row of the outline tree: a treeitem that selects on click and is dragged (mouse, or Space then
 * arrows from the keyboard) to move its block. Memoized: rows whose block, place and state stay the same
 * are not drawn again while typing.
 */
export const OutlineItem = memo(function OutlineItem(props: OutlineItemProps) {
  const { id, depth, expanded, hasChildren, onKey, onToggle } = props;
  const { attributes, listeners, setNodeRef: setDragRef, isDragging } = useDraggable({ id });
  const { setNodeRef: setDropRef } = useDroppable({ id });
  const setRef = (element: HTMLLIElement | null) => {
    setDragRef(element);
    setDropRef(element);
  };
  return (
    <li
      ref={setRef}
      role="treeitem"
      data-outline-id={id}
      data-drop-place={props.dropPlace ?? undefined}
      data-dragging={isDragging ? 'true' : undefined}
      aria-level={depth}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={props.selected}
      aria-current={props.current ? 'true' : undefined}
      aria-describedby={attributes['aria-describedby']}
      tabIndex={props.focusable ? 0 : -1}
      className="outline__row"
      style={{ paddingInlineStart: `${(depth - 1) * 14 + 4}px` }}
      onClick={(event) => props.onSelect(event, id)}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      onKeyDown={(event) => {
        onKey(event, id);
        if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
      }}
    >
      <span
        aria-hidden="true"
        className="outline__toggle"
        onClick={(event) => {
          event.stopPropagation();
          if (hasChildren) onToggle(id, !expanded);
        }}
      >
        {hasChildren ? (expanded ? '▾' : '▸') : ''}
      </span>
      {props.label}
    </li>
  );
});
