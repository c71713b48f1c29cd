import { indentBlockAction, outdentBlockAction } from '../actions';
import { mod, type EditorCommand } from './types';

/** Moves the selected block into the container above it. */
export const indentCommand: EditorCommand = {
  name: 'indent',
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
  label: 'commands.outdent',
  keys: 'Ctrl+[',
  ariaKeys: 'Control+BracketLeft',
  keyTest: (e) => mod(e) && e.key === '[',
  enabled: (state) => state.ui.selectedIds.length === 1,
  perform: ({ store }) => store.getState().dispatch(outdentBlockAction, { id: store.getState().ui.selectedId! }),
};
