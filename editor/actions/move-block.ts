import { findBlock, moveBlock as moveInTree, ROOT, type ListRef } from '../tree';
import { defineAction } from './types';

/** Moves a block to `index` of a list (its index once moved). */
export const moveBlock = defineAction<{ id: string; list?: ListRef; index: number }>({
  name: 'moveBlock',
  history: 'record',
  perform: ({ document }, { id, list = ROOT, index }) => {
    const found = findBlock(document.blocks, id);
    const sameList = found?.list.parentId === list.parentId && found?.list.slot === list.slot;
    if (!found || (sameList && found.index === index)) return null;
    const blocks = moveInTree(document.blocks, id, list, index);
    return blocks === document.blocks ? null : { document: { ...document, blocks } };
  },
});
