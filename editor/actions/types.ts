import type { BlockRegistry } from '../../renderer/block-definition';
import type { PageDocument } from '../../schemas/page-document';

/** Designer state that is never saved: what is selected or hovered. */
export interface UiState {
  /** The primary selection: the block the inspector edits. */
  selectedId: string | null;
  /** Every selected block (Ctrl/Shift+click), the primary one included. */
  selectedIds: string[];
  hoveredId: string | null;
}

/** What an action reads: the persisted document and the UI state beside it. */
export interface EditorData {
  document: PageDocument;
  ui: UiState;
}

/**
 * How an action enters the undo history (Excalidraw's capture modes):
 * `record` makes one step, `coalesce` merges with the previous step of the same key (typing), `never` stays out.
 */
export type HistoryMode = 'record' | 'coalesce' | 'never';

/** A named change. `perform` is pure: it returns the parts of the state it changes, or null for no change. */
export interface EditorAction<A> {
  name: string;
  history: HistoryMode;
  coalesceKey?: (args: A) => string;
  perform: (state: EditorData, args: A, env: { registry: BlockRegistry }) => Partial<EditorData> | null;
}

/** Declares an action with its argument type checked. */
export function defineAction<A>(action: EditorAction<A>): EditorAction<A> {
  return action;
}
