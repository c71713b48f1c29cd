import { memo, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
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
  dragging: boolean;
  /** Where a drag would land on this row, drawn as a line above or below it or a box around it. */
  dropPlace: RowPlace | null;
  /** The id of the text that tells keyboard users how to move a row. */
  describedBy: string;
  onSelect: (event: MouseEvent, id: string) => void;
  onKey: (event: KeyboardEvent, id: string) => void;
  onPress: (event: PointerEvent, id: string) => void;
  onToggle: (id: string, open: boolean) => void;
}

/**
 * One row of the outline tree: a treeitem that selects on click and is dragged (mouse, or Space then the
 * arrows) to move its block. Memoized: rows whose block, place and state stay the same are not drawn
 * again while typing.
 */
export const OutlineItem = memo(function OutlineItem(props: OutlineItemProps) {
  const { id, depth, expanded, hasChildren, onToggle } = props;
  return (
    <li
      role="treeitem"
      data-outline-id={id}
      data-drop-place={props.dropPlace ?? undefined}
      data-dragging={props.dragging ? 'true' : undefined}
      aria-level={depth}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={props.selected}
      aria-current={props.current ? 'true' : undefined}
      aria-describedby={props.describedBy}
      tabIndex={props.focusable ? 0 : -1}
      className="outline__row"
      style={{ paddingInlineStart: `${(depth - 1) * 14 + 4}px` }}
      onClick={(event) => props.onSelect(event, id)}
      onPointerDown={(event) => props.onPress(event, id)}
      onKeyDown={(event) => props.onKey(event, id)}
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
