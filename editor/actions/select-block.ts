import { defineAction } from './types';

/** Selects a block, or nothing with `null`. UI state only: never saved, never undone. */
export const selectBlock = defineAction<{ id: string | null }>({
  name: 'selectBlock',
  history: 'never',
  perform: ({ ui }, { id }) => (ui.selectedId === id ? null : { ui: { ...ui, selectedId: id } }),
});

/** Marks the block under the pointer. UI state only. */
export const hoverBlock = defineAction<{ id: string | null }>({
  name: 'hoverBlock',
  history: 'never',
  perform: ({ ui }, { id }) => (ui.hoveredId === id ? null : { ui: { ...ui, hoveredId: id } }),
});
