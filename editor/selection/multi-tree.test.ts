import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { allBlockIds } from '../tree';
import { duplicateBlocks, removeBlocks, shiftBlocks, topmostSelected } from './multi-tree';

const node = (id: string, children?: BlockNode[]): BlockNode => ({ id, type: 't', v: 1, props: {}, ...(children && { slots: { main: children } }) });
// a, b (c, d), e
const tree = () => [node('a'), node('b', [node('c'), node('d')]), node('e')];
const ids = (blocks: readonly BlockNode[]) => allBlockIds(blocks).join(' ');

describe('multi-block tree operations', () => {
  it('topmostSelected sorts in document order and drops blocks inside selected ones', () => {
    expect(topmostSelected(tree(), ['e', 'c', 'b', 'a', 'zz'])).toEqual(['a', 'b', 'e']);
    expect(topmostSelected(tree(), ['d', 'a'])).toEqual(['a', 'd']);
  });

  it('removeBlocks removes every block, children included', () => {
    expect(ids(removeBlocks(tree(), ['a', 'd']))).toBe('b c e');
    expect(ids(removeBlocks(tree(), ['b', 'c']))).toBe('a e');
  });

  it('duplicateBlocks puts each copy after its original and reports the copies', () => {
    const { blocks, copies } = duplicateBlocks(tree(), ['a', 'c']);
    expect(copies).toHaveLength(2);
    expect(ids(blocks)).toBe(`a ${copies[0]} b c ${copies[1]} d e`);
  });

  it.each([
    ['moves one block up', ['e'], -1, 'a e b c d'],
    ['moves one block down', ['a'], 1, 'b c d a e'],
    ['moves a group up, each block one place', ['b', 'e'], -1, 'b c d e a'],
    ['keeps a group at the top edge together', ['a', 'b'], -1, 'a b c d e'],
    ['moves a group down', ['a', 'b'], 1, 'e a b c d'],
    ['moves inside a slot', ['c'], 1, 'a b d c e'],
    ['stays at the bottom of a slot', ['d'], 1, 'a b c d e'],
  ] as const)('shiftBlocks %s', (_name, selected, direction, expected) => {
    expect(ids(shiftBlocks(tree(), selected, direction))).toBe(expected);
  });
});
