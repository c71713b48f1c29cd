import { cloneWithNewIds, findBlock, insertBlock } from '../tree';
import { defineAction } from './types';

/** Copies a block (with new ids throughout) right after itself and selects the copy. */
export const duplicateBlock = defineAction<{ id: string }>({
  name: 'duplicateBlock',
  history: 'record',
  perform: ({ document, ui }, { id }) => {
    const found = findBlock(document.blocks, id);
    if (!found) return null;
    const copy = cloneWithNewIds(found.block);
    const blocks = insertBlock(document.blocks, found.list, found.index + 1, copy);
    return { document: { ...document, blocks }, ui: { ...ui, selectedId: copy.id } };
  },
});
