import { createContext, useContext, type RefObject } from 'react';
import type { ListRef } from '../tree';
import type { NestedDropTarget } from './drop-target';

const PALETTE_PREFIX = 'palette:';

/** What rides on a dnd-kit draggable: a palette item, or a block of the canvas and its list. */
export type DragData = { kind: 'palette'; type: string } | { kind: 'block'; list: ListRef };

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
