import { addSelected, selectOnly, toggleSelected } from '../selection/selection';
import { defineAction } from './types';

/** Selects a block, or nothing with `null`. UI state only: never saved, never undone. */
export const selectBlock = defineAction<{ id: string | null }>({
  name: 'selectBlock',
  history: 'never',
  perform: ({ ui }, { id }) => (ui.selectedId === id && ui.selectedIds.length <= 1 ? null : { ui: selectOnly(ui, id) }),
});

/** Focus reached a block: selects it, unless it is already part of the selection (keeps a multi-selection). */
export const focusBlock = defineAction<{ id: string }>({
  name: 'focusBlock',
  history: 'never',
  perform: ({ ui }, { id }) => (ui.selectedIds.includes(id) ? null : { ui: selectOnly(ui, id) }),
});

/** Ctrl/Shift+click: adds a block to the selection or takes it out. */
export const toggleBlockSelection = defineAction<{ id: string }>({
  name: 'toggleBlockSelection',
  history: 'never',
  perform: ({ ui }, { id }) => ({ ui: toggleSelected(ui, id) }),
});

/** Shift+Arrow: extends the selection to a block. */
export const extendSelection = defineAction<{ id: string }>({
  name: 'extendSelection',
  history: 'never',
  perform: ({ ui }, { id }) => ({ ui: addSelected(ui, id) }),
});

/** Marks the block under the pointer. UI state only. */
export const hoverBlock = defineAction<{ id: string | null }>({
  name: 'hoverBlock',
  history: 'never',
  perform: ({ ui }, { id }) => (ui.hoveredId === id ? null : { ui: { ...ui, hoveredId: id } }),
});
