import { indentBlockAction, outdentBlockAction, selectBlock } from '../actions';
import type { EditorState } from '../store/editor-store';
import { findBlock } from '../tree';
import { mod, type EditorCommand } from './types';

/** Moves the selected block into the container above it. */
export const indentCommand: EditorCommand = {
  name: 'indent',
  icon: 'indent-increase',
  label: 'commands.indent',
  keys: 'Ctrl+]',
  ariaKeys: 'Control+BracketRight',
  keyTest: (e) => mod(e) && e.key === ']',
  enabled: (state) => state.ui.selectedIds.length === 1,
  perform: ({ store }) => store.getState().dispatch(indentBlockAction, { id: store.getState().ui.selectedId! }),
};

/** Moves the selected block out of its container. */
export const outdentCommand: EditorCommand = {
  name: 'outdent',
  icon: 'indent-decrease',
  label: 'commands.outdent',
  keys: 'Ctrl+[',
  ariaKeys: 'Control+BracketLeft',
  keyTest: (e) => mod(e) && e.key === '[',
  enabled: (state) => state.ui.selectedIds.length === 1,
  perform: ({ store }) => store.getState().dispatch(outdentBlockAction, { id: store.getState().ui.selectedId! }),
};

/** Selects the container the selected block stands in (Shift+Enter), to reach a parent hidden behind its children. */
export const selectParentCommand: EditorCommand = {
  name: 'selectParent',
  icon: 'corner-left-up',
  label: 'commands.selectParent',
  keys: 'Shift+Enter',
  ariaKeys: 'Shift+Enter',
  keyTest: (e) => e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey && e.key === 'Enter',
  enabled: (state) => state.ui.selectedIds.length === 1 && !!parentOf(state),
  perform: ({ store }) => {
    const parent = parentOf(store.getState());
    if (parent) store.getState().dispatch(selectBlock, { id: parent });
  },
};

function parentOf(state: EditorState): string | null {
  const id = state.ui.selectedId;
  return (id && findBlock(state.document.blocks, id)?.list.parentId) || null;
}
