import { findBlock, updateProps } from '../tree';
import { defineAction } from './types';

/** Sets one prop of a block (`undefined` removes it). Keystrokes in one field merge into one undo step. */
export const updateProp = defineAction<{ id: string; name: string; value: unknown }>({
  name: 'updateProp',
  history: 'coalesce',
  coalesceKey: ({ id, name }) => `${id}/${name}`,
  perform: ({ document }, { id, name, value }) => {
    const found = findBlock(document.blocks, id);
    if (!found || Object.is(found.block.props[name], value)) return null;
    return { document: { ...document, blocks: updateProps(document.blocks, id, { [name]: value }) } };
  },
});
