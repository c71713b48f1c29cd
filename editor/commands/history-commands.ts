import { mod, type EditorCommand } from './types';

/** Takes back the newest step. */
export const undoCommand: EditorCommand = {
  name: 'undo',
  icon: 'undo-2',
  label: 'toolbar.undo',
  keys: 'Ctrl+Z',
  ariaKeys: 'Control+Z Meta+Z',
  keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'z',
  inFields: true,
  enabled: (state) => state.history.past.length > 0,
  perform: ({ store }) => store.getState().undo(),
};

/** Re-applies the newest undone step. */
export const redoCommand: EditorCommand = {
  name: 'redo',
  icon: 'redo-2',
  label: 'toolbar.redo',
  keys: 'Ctrl+Shift+Z',
  ariaKeys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
  keyTest: (e) => mod(e) && ((e.shiftKey && e.key.toLowerCase() === 'z') || (!e.shiftKey && e.key.toLowerCase() === 'y')),
  inFields: true,
  enabled: (state) => state.history.future.length > 0,
  perform: ({ store }) => store.getState().redo(),
};
