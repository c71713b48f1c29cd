import { createContext, useContext, type RefObject } from 'react';
import type { NestedDropTarget } from './drop-target';

const PALETTE_PREFIX = 'palette:';

/** What rides on a dnd-kit draggable: a palette item, or a block of the canvas (found in the store by its id). */
export type DragData = { kind: 'palette'; type: string } | { kind: 'block' };

/** Every canvas block's drag data: it does not change when the block moves, so a move redraws no frame for it. */
export const BLOCK_DRAG_DATA: DragData = { kind: 'block' };

export const paletteDragId = (type: string) => `${PALETTE_PREFIX}${type}`;

/** What the canvas needs to know about a drag in progress. */
export interface DragState {
  activeKind: 'palette' | 'block' | null;
  /** Where the dragged item would land now; the list it names draws the indicator line. */
  dropTarget: NestedDropTarget | null;
  /** The element of the canvas's top-level list; every list is measured inside it. */
  listElementRef: RefObject<HTMLElement | null>;
}

export const DragStateContext = createContext<DragState>({ activeKind: null, dropTarget: null, listElementRef: { current: null } });

/** The drag in progress, for the canvas and its lists. */
export function useDragState(): DragState {
  return useContext(DragStateContext);
}
