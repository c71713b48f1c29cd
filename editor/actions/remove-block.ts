import { findBlock, getList, removeBlock as removeFromTree } from '../tree';
import { defineAction } from './types';

/** Deletes a block and selects its neighbour, so repeated Delete keeps working. */
export const removeBlock = defineAction<{ id: string }>({
  name: 'removeBlock',
  history: 'record',
  perform: ({ document, ui }, { id }) => {
    const found = findBlock(document.blocks, id);
    if (!found) return null;
    const blocks = removeFromTree(document.blocks, id);
    const siblings = getList(blocks, found.list) ?? [];
    const neighbour = siblings[found.index] ?? siblings[found.index - 1];
    const selectedId = ui.selectedId === id ? (neighbour?.id ?? found.list.parentId) : ui.selectedId;
    return { document: { ...document, blocks }, ui: { ...ui, selectedId, hoveredId: null } };
  },
});
