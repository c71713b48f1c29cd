import type { BlockRegistry } from '../../renderer/block-definition';
import type { BlockNode } from '../../schemas/page-document';
import { indentBlock, outdentBlock } from '../outline/nest-moves';
import { defineAction } from './types';

/** The slots a block draws, in drawing order, from its definition: the only places blocks can be moved to or seen in. */
export const slotsFrom = (registry: BlockRegistry) => (block: BlockNode): readonly string[] => {
  const def = registry.get(block.type);
  return def?.drawnSlots?.(block.props) ?? def?.slots ?? Object.keys(block.slots ?? {});
};

/** Moves a block into the container just before it (end of its first slot). */
export const indentBlockAction = defineAction<{ id: string }>({
  name: 'indentBlock',
  history: 'record',
  perform: ({ document }, { id }, { registry }) => {
    const blocks = indentBlock(document.blocks, id, slotsFrom(registry));
    return blocks === document.blocks ? null : { document: { ...document, blocks } };
  },
});

/** Moves a block out of its container, to just after it. */
export const outdentBlockAction = defineAction<{ id: string }>({
  name: 'outdentBlock',
  history: 'record',
  perform: ({ document }, { id }) => {
    const blocks = outdentBlock(document.blocks, id);
    return blocks === document.blocks ? null : { document: { ...document, blocks } };
  },
});
