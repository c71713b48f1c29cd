import { duplicateSelection, moveSelection, pasteBlocks, removeSelection } from '../actions';
import { topmostSelected } from '../selection/multi-tree';
import { readClipboard, writeClipboard } from '../session/clipboard';
import type { EditorState } from '../store/editor-store';
import { findBlock } from '../tree';
import { mod, type EditorCommand } from './types';

const hasSelection = (state: EditorState) => state.ui.selectedIds.length > 0;
const ids = (state: EditorState) => state.ui.selectedIds;

/** Copies the selected blocks to the school's clipboard (localStorage), for any page of the school. */
export const copyCommand: EditorCommand = {
  name: 'copy',
  icon: 'copy',
  label: 'commands.copy',
  keys: 'Ctrl+C',
  ariaKeys: 'Control+C Meta+C',
  keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'c',
  enabled: hasSelection,
  perform: ({ store, schoolId, storage }) => {
    const { document, ui } = store.getState();
    const blocks = topmostSelected(document.blocks, ui.selectedIds).map((id) => findBlock(document.blocks, id)!.block);
    if (storage && blocks.length) writeClipboard(storage, schoolId, blocks);
  },
};

/** Pastes the clipboard's blocks after the selected block, or at the end of the page. */
export const pasteCommand: EditorCommand = {
  name: 'paste',
  icon: 'clipboard-paste',
  label: 'commands.paste',
  keys: 'Ctrl+V',
  ariaKeys: 'Control+V Meta+V',
  keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'v',
  enabled: () => true,
  perform: ({ store, schoolId, storage }) => {
    const blocks = storage && readClipboard(storage, schoolId);
    if (blocks) store.getState().dispatch(pasteBlocks, { blocks });
  },
};

/** Duplicates the selected blocks in place. */
export const duplicateCommand: EditorCommand = {
  name: 'duplicate',
  icon: 'copy-plus',
  label: 'commands.duplicate',
  keys: 'Ctrl+D',
  ariaKeys: 'Control+D Meta+D',
  keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'd',
  enabled: hasSelection,
  perform: ({ store }) => store.getState().dispatch(duplicateSelection, { ids: ids(store.getState()) }),
};

/** Deletes the selected blocks. */
export const deleteCommand: EditorCommand = {
  name: 'delete',
  icon: 'trash-2',
  label: 'commands.delete',
  keys: 'Delete',
  ariaKeys: 'Delete Backspace',
  keyTest: (e) => (e.key === 'Delete' || e.key === 'Backspace') && !e.ctrlKey && !e.metaKey && !e.altKey,
  enabled: hasSelection,
  perform: ({ store }) => store.getState().dispatch(removeSelection, { ids: ids(store.getState()) }),
};

/** Moves the selected blocks one place up in their lists. */
export const moveUpCommand: EditorCommand = {
  name: 'moveUp',
  icon: 'arrow-up',
  label: 'commands.moveUp',
  keys: 'Alt+↑',
  ariaKeys: 'Alt+ArrowUp',
  keyTest: (e) => e.altKey && !e.ctrlKey && !e.metaKey && e.key === 'ArrowUp',
  enabled: hasSelection,
  perform: ({ store }) => store.getState().dispatch(moveSelection, { ids: ids(store.getState()), direction: -1 }),
};

/** Moves the selected blocks one place down in their lists. */
export const moveDownCommand: EditorCommand = {
  name: 'moveDown',
  icon: 'arrow-down',
  label: 'commands.moveDown',
  keys: 'Alt+↓',
  ariaKeys: 'Alt+ArrowDown',
  keyTest: (e) => e.altKey && !e.ctrlKey && !e.metaKey && e.key === 'ArrowDown',
  enabled: hasSelection,
  perform: ({ store }) => store.getState().dispatch(moveSelection, { ids: ids(store.getState()), direction: 1 }),
};
