import type { BlockNode } from '../../schemas/page-document';
import { insertBlock, ROOT, type ListRef } from '../tree';
import { defineAction } from './types';

/** Inserts a block (usually made by `createBlock`) into a list and selects it. */
export const addBlock = defineAction<{ block: BlockNode; list?: ListRef; index: number }>({
  name: 'addBlock',
  history: 'record',
  perform: ({ document, ui }, { block, list = ROOT, index }) => {
    const blocks = insertBlock(document.blocks, list, index, block);
    if (blocks === document.blocks) return null;
    return { document: { ...document, blocks }, ui: { ...ui, selectedId: block.id } };
  },
});
