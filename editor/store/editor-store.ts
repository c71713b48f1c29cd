import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BlockRegistry } from '../../renderer/block-definition';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import type { EditorAction, EditorData, UiState } from '../actions/types';
import { normalizeSelection, selectOnly } from '../selection/selection';
import { stepsTo } from './history-list';
import { emptyHistory, recordStep, redoStep, sealHistory, undoStep, type History } from './history';
import { initialSession, type SessionState } from './session';
import { initialView, type ViewState } from './view';

/** The designer's whole state. Only `document` is ever saved; the rest is UI, history and session. */
export interface EditorState extends EditorData {
  history: History;
  session: SessionState;
  view: ViewState;
  setView: (changes: Partial<ViewState>) => void;
  /** Runs a named action and records it in the history as the action says. */
  dispatch: <A>(action: EditorAction<A>, args: A) => void;
  undo: () => void;
  redo: () => void;
  /** Undoes or redoes until the history stands at a position of the history list (0 = as opened). */
  goTo: (position: number) => void;
  /** Closes the current typing step (a field lost focus). */
  sealHistory: () => void;
  /** Starts over with a document from the server: history cleared, nothing selected. */
  load: (document: PageDocument, session: Partial<SessionState>) => void;
  setSession: (changes: Partial<SessionState>) => void;
}

export type EditorStore = StoreApi<EditorState>;

const noUi: UiState = { selectedId: null, selectedIds: [], hoveredId: null };

/** After undo or redo: selects what the step selected, if the document still has it. */
function keepValid(ui: UiState, document: PageDocument, selectedId: string | null): UiState {
  return normalizeSelection(selectOnly(ui, selectedId), document.blocks);
}

/** Creates one designer store; each open designer has its own. */
export function createEditorStore(registry: BlockRegistry, session?: Partial<SessionState>): EditorStore {
  return createStore<EditorState>()((set, get) => ({
    document: emptyDocument(),
    ui: noUi,
    history: emptyHistory(),
    session: { ...initialSession(), ...session },
    view: initialView(),
    setView: (changes) => set({ view: { ...get().view, ...changes } }),

    dispatch(action, args) {
      const state = get();
      const changes = action.perform({ document: state.document, ui: state.ui }, args, { registry });
      if (!changes) return;
      const document = changes.document ?? state.document;
      const next = changes.ui ?? state.ui;
      const selectionMoved = next.selectedId !== state.ui.selectedId || next.selectedIds !== state.ui.selectedIds;
      // Hovering changes neither; skip the walk over the tree for it.
      const ui = changes.document || selectionMoved ? normalizeSelection(next, document.blocks) : next;
      let history = state.history;
      if (action.history !== 'never' && document !== state.document) {
        history = recordStep(history, {
          action: action.name,
          before: state.document,
          after: document,
          selectionBefore: state.ui.selectedId,
          selectionAfter: ui.selectedId,
          coalesceKey: action.history === 'coalesce' ? action.coalesceKey?.(args) : undefined,
        });
      }
      set({ document, ui, history });
    },

    undo() {
      const result = undoStep(get().history);
      if (!result) return;
      const { before: document, selectionBefore } = result.entry;
      set({ document, history: result.history, ui: keepValid(get().ui, document, selectionBefore) });
    },

    redo() {
      const result = redoStep(get().history);
      if (!result) return;
      const { after: document, selectionAfter } = result.entry;
      set({ document, history: result.history, ui: keepValid(get().ui, document, selectionAfter) });
    },

    goTo(position) {
      const steps = stepsTo(get().history, position);
      for (let i = 0; i < Math.abs(steps); i++) get()[steps < 0 ? 'undo' : 'redo']();
    },

    sealHistory: () => set({ history: sealHistory(get().history) }),

    load(document, session) {
      set({ document, ui: noUi, history: emptyHistory(), session: { ...get().session, ...session, savedDocument: document } });
    },

    setSession: (changes) => set({ session: { ...get().session, ...changes } }),
  }));
}

/** True while the document differs from what the server last confirmed. */
export function isDirty(state: Pick<EditorState, 'document' | 'session'>): boolean {
  return state.document !== state.session.savedDocument;
}
