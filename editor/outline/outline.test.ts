import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { allBlockIds } from '../tree';
import { indentBlock, outdentBlock } from './nest-moves';
import { outlineKey, outlineRows } from './outline-rows';

const node = (id: string, children?: BlockNode[]): BlockNode => ({ id, type: children ? 'box' : 't', v: 1, props: {}, ...(children && { slots: { main: children } }) });
const slotsOf = (block: BlockNode) => (block.type === 'box' ? ['main'] : []);
// a, b (c, d (e)), f
const tree = () => [node('a'), node('b', [node('c'), node('d', [node('e')])]), node('f')];
const shape = (blocks: BlockNode[]): string => blocks.map((b) => (b.slots ? `${b.id}(${shape(b.slots.main ?? [])})` : b.id)).join(' ');

describe('outlineRows', () => {
  it('lists every block depth first with level, position and set size', () => {
    const rows = outlineRows(tree(), slotsOf, new Set());
    expect(rows.map((r) => `${r.id}:${r.depth}:${r.position}/${r.setSize}`)).toEqual(['a:1:1/3', 'b:1:2/3', 'c:2:1/2', 'd:2:2/2', 'e:3:1/1', 'f:1:3/3']);
    expect(rows.find((r) => r.id === 'd')).toMatchObject({ hasChildren: true, expanded: true, parentId: 'b' });
  });

  it('leaves out the children of collapsed blocks', () => {
    expect(outlineRows(tree(), slotsOf, new Set(['b'])).map((r) => r.id)).toEqual(['a', 'b', 'f']);
  });
});

describe('outlineKey', () => {
  const rows = outlineRows(tree(), slotsOf, new Set(['d']));
  it.each([
    ['c', 'ArrowDown', { focus: 'd' }],
    ['d', 'ArrowDown', { focus: 'f' }],
    ['a', 'ArrowUp', null],
    ['c', 'Home', { focus: 'a' }],
    ['a', 'End', { focus: 'f' }],
    ['d', 'ArrowRight', { expand: 'd' }],
    ['b', 'ArrowRight', { focus: 'c' }],
    ['a', 'ArrowRight', null],
    ['b', 'ArrowLeft', { collapse: 'b' }],
    ['c', 'ArrowLeft', { focus: 'b' }],
    ['a', 'ArrowLeft', null],
    ['a', 'x', null],
  ])('%s + %s → %o', (id, key, move) => expect(outlineKey(rows, id, key)).toEqual(move));
});

describe('nest moves', () => {
  it('outdent puts a block after its container', () => {
    expect(shape(outdentBlock(tree(), 'e'))).toBe('a b(c d() e) f');
    expect(shape(outdentBlock(tree(), 'c'))).toBe('a b(d(e)) c f');
    expect(outdentBlock(tree(), 'a').map((b) => b.id)).toEqual(['a', 'b', 'f']);
  });

  it('indent puts a block at the end of the container before it', () => {
    expect(shape(indentBlock(tree(), 'f', slotsOf))).toBe('a b(c d(e) f)');
    const same = tree();
    expect(indentBlock(same, 'b', slotsOf)).toBe(same);
    expect(allBlockIds(indentBlock(tree(), 'zz', slotsOf))).toHaveLength(6);
  });
});
