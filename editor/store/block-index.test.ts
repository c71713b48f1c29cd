import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { insertBlock, moveBlock, removeBlock, updateProps } from '../tree';
import { movedBlockIds, placements } from './block-index';

const text = (id: string): BlockNode => ({ id, type: 'text', v: 1, props: {} });
const section = (id: string, main: BlockNode[]): BlockNode => ({ id, type: 'section', v: 1, props: {}, slots: { main } });

// page: s1 [ a, s2 [ b, c ] ], d, s3 [ e ]
const page = (): BlockNode[] => [section('s1', [text('a'), section('s2', [text('b'), text('c')])]), text('d'), section('s3', [text('e')])];

describe('movedBlockIds', () => {
  it('names the blocks after a removed one in its list, and nothing inside them', () => {
    const before = page();
    expect(movedBlockIds(before, removeBlock(before, 's1')).sort()).toEqual(['d', 's3']);
    expect(movedBlockIds(before, removeBlock(before, 'b'))).toEqual(['c']);
  });

  it('names nothing when only props change', () => {
    const before = page();
    expect(movedBlockIds(before, updateProps(before, 'c', { title: 'x' }))).toEqual([]);
    expect(movedBlockIds(before, before)).toEqual([]);
  });

  it('names a moved block and the blocks whose place it changed, in both lists', () => {
    const before = page();
    const after = moveBlock(before, 'a', { parentId: 's3', slot: 'main' }, 1);
    // s1's list lost a (s2 moves up, its own children stay), s3's list grew (e keeps its index, but the count changed).
    expect(movedBlockIds(before, after).sort()).toEqual(['a', 'e', 's2']);
  });

  it('names a new block, everything inside it, and the other blocks of its list (the list grew)', () => {
    const before = page();
    const after = insertBlock(before, { parentId: 's2', slot: 'main' }, 2, section('n', [text('n1')]));
    expect(movedBlockIds(before, after).sort()).toEqual(['b', 'c', 'n', 'n1']);
  });

  it('does not walk into a block that is the same object in both documents', () => {
    let reads = 0;
    const inner = [text('x'), text('y')];
    const shared: BlockNode = { id: 'shared', type: 'section', v: 1, props: {} };
    Object.defineProperty(shared, 'slots', { enumerable: true, get: () => (reads++, { main: inner }) });
    const before = [text('first'), shared, text('last')];
    placements(before);
    reads = 0;
    expect(movedBlockIds(before, [shared, text('last')]).sort()).toEqual(['last', 'shared']);
    expect(reads).toBe(0);
  });
});
