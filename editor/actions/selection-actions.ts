import type { BlockNode } from '../../schemas/page-document';
import { duplicateBlocks, removeBlocks, shiftBlocks, topmostSelected } from '../selection/multi-tree';
import { placementOf } from '../store/block-index';
import { cloneWithNewIds, findBlock, insertBlock, ROOT } from '../tree';
import { defineAction } from './types';

/** Deletes every selected block as one step and selects the neighbour of the first one. */
export const removeSelection = defineAction<{ ids: string[] }>({
  name: 'removeSelection',
  history: 'record',
  perform: ({ document, ui }, { ids }) => {
    const first = topmostSelected(document.blocks, ids)[0];
    if (!first) return null;
    const found = placementOf(document.blocks, first)!;
    const blocks = removeBlocks(document.blocks, ids);
    const { parentId, slot } = found.list;
    const siblings = parentId === null ? blocks : (placementOf(blocks, parentId)?.block.slots?.[slot!] ?? []);
    const neighbour = siblings[found.index] ?? siblings[found.index - 1];
    const selectedId = neighbour?.id ?? found.list.parentId;
    return { document: { ...document, blocks }, ui: { ...ui, selectedId, selectedIds: selectedId ? [selectedId] : [], hoveredId: null } };
  },
});

/** Copies every selected block right after itself, as one step, and selects the copies. */
export const duplicateSelection = defineAction<{ ids: string[] }>({
  name: 'duplicateSelection',
  history: 'record',
  perform: ({ document, ui }, { ids }) => {
    const { blocks, copies } = duplicateBlocks(document.blocks, ids);
    if (!copies.length) return null;
    return { document: { ...document, blocks }, ui: { ...ui, selectedId: copies.at(-1)!, selectedIds: copies } };
  },
});

/** Moves every selected block one place up or down in its list, as one step. */
export const moveSelection = defineAction<{ ids: string[]; direction: -1 | 1 }>({
  name: 'moveSelection',
  history: 'record',
  perform: ({ document }, { ids, direction }) => {
    const blocks = shiftBlocks(document.blocks, ids, direction);
    return blocks === document.blocks ? null : { document: { ...document, blocks } };
  },
});

/**
 * Pastes copied blocks (fresh ids) after the primary selection, or at the end of the page; block types
 * this designer does not know are left out. The pasted blocks become the selection.
 */
export const pasteBlocks = defineAction<{ blocks: BlockNode[] }>({
  name: 'pasteBlocks',
  history: 'record',
  perform: ({ document, ui }, { blocks: copied }, { registry }) => {
    const known = copied.filter((block) => registry.get(block.type)).map(cloneWithNewIds);
    if (!known.length) return null;
    const anchor = ui.selectedId ? findBlock(document.blocks, ui.selectedId) : null;
    const list = anchor?.list ?? ROOT;
    const start = anchor ? anchor.index + 1 : document.blocks.length;
    const blocks = known.reduce((tree, block, i) => insertBlock(tree, list, start + i, block), document.blocks);
    const ids = known.map((block) => block.id);
    return { document: { ...document, blocks }, ui: { ...ui, selectedId: ids.at(-1)!, selectedIds: ids } };
  },
});
