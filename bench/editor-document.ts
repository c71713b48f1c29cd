import { blockRegistry } from '../blocks';
import type { BlockNode, PageDocument } from '../schemas/page-document';
import { emptyDocument } from '../schemas/page-document';
import { createBlock } from '../editor/tree';

const make = (type: string, children?: BlockNode[]): BlockNode => {
  const block = createBlock(blockRegistry.get(type)!);
  if (children) block.slots = { main: children };
  return block;
};
const text = (label: string) => ({ ...make('rich-text'), props: { content: { en_US: `<p>${label}</p>` } } });

/**
 * The benchmark page: 500 blocks nested 5 deep. Ten top-level sections each hold a binary tree of
 * sections three levels down (15 sections), whose 8 innermost hold 4 rich texts each; 30 rich texts
 * follow at the top level.
 */
export function benchDocument(): PageDocument {
  const level = (depth: number, path: string): BlockNode =>
    depth === 4
      ? make('section', Array.from({ length: 4 }, (_, i) => text(`Text ${path}.${i}`)))
      : make('section', [level(depth + 1, `${path}.0`), level(depth + 1, `${path}.1`)]);
  const blocks = [...Array.from({ length: 10 }, (_, i) => level(1, String(i))), ...Array.from({ length: 30 }, (_, i) => text(`Top ${i}`))];
  return { ...emptyDocument(), blocks };
}
