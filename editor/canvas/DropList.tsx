import type { MouseEvent, ReactNode } from 'react';
import { useDragState } from '../dnd/drag-state';
import { listKey, type ListRef } from '../tree';

interface DropListProps {
  list: ListRef;
  className: string;
  /** Names the list for assistive technology (slots); the page's list is named by the canvas around it. */
  label?: string;
  /** Shown when the list has no blocks: the labelled drop zone. */
  empty?: ReactNode;
  count: number;
  elementRef?: (element: HTMLDivElement | null) => void;
  onClick?: (event: MouseEvent) => void;
  children: ReactNode;
}

/**
 * One list of blocks in the canvas (the page or a container's slot): a drop target that draws the indicator
 * line when aimed at. The designer measures lists itself while dragging (dnd/measure.ts), so a list is no
 * dnd-kit droppable.
 */
export function DropList({ list, className, label, empty, count, elementRef, onClick, children }: DropListProps) {
  const { dropTarget } = useDragState();
  const key = listKey(list);
  const aimed = dropTarget?.key === key ? dropTarget : null;
  return (
    <div
      ref={elementRef}
      className={className}
      data-drop-list={key}
      role={label ? 'group' : undefined}
      aria-label={label}
      data-empty={count === 0 ? 'true' : undefined}
      data-aimed={aimed ? '' : undefined}
      onClick={onClick}
    >
      {children}
      {count === 0 && empty}
      {aimed && (
        <div
          className="designer-canvas__indicator"
          data-testid="drop-indicator"
          data-list={key}
          data-gap={aimed.gap}
          style={{ insetBlockStart: aimed.offset }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
