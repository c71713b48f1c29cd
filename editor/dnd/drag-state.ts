import { createContext, useContext, type RefObject } from 'react';
import type { ListRef } from '../tree';
import type { DropTarget } from './drop-position';

/** The canvas's top-level list, as a drop target id. */
export const CANVAS_LIST_ID = 'canvas:root';
const PALETTE_PREFIX = 'palette:';

/** What rides on a dnd-kit draggable or droppable. */
export type DragData = { kind: 'palette'; type: string } | { kind: 'block'; list: ListRef } | { kind: 'list'; list: ListRef };

export const paletteDragId = (type: string) => `${PALETTE_PREFIX}${type}`;

/** What the canvas needs to know about a drag in progress. */
export interface DragState {
  activeKind: 'palette' | 'block' | null;
  /** Where a palette item would land now; drawn as the indicator line. */
  dropTarget: DropTarget | null;
  /** The element of the canvas's top-level list, measured for drop positions. */
  listElementRef: RefObject<HTMLElement | null>;
}

export const DragStateContext = createContext<DragState>({ activeKind: null, dropTarget: null, listElementRef: { current: null } });

export function useDragState(): DragState {
  return useContext(DragStateContext);
}
