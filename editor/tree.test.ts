import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../schemas/page-document';
import { BLOCK_ID_PATTERN } from '../schemas/page-document';
import { testRegistry } from './test-blocks';
import {
  allBlockIds, canDropInto, cloneWithNewIds, createBlock, findBlock, insertBlock, listKey, listsInOrder, moveBlock, newBlockId, parseListKey,
  pathTo, pointerTo, removeBlock, ROOT, sameList, updateProps,
} from './tree';

const leaf = (id: string): BlockNode => ({ id, type: 'rich-text', v: 1, props: {} });
const tree = (): BlockNode[] => [
  leaf('b_a'),
  { id: 'b_col', type: 'columns', v: 1, props: {}, slots: { left: [leaf('b_l1'), leaf('b_l2')], right: [] } },
  leaf('b_c'),
];
const ids = (blocks: BlockNode[]) => blocks.map((b) => b.id).join(',');

describe('findBlock', () => {
  it.each([
    ['b_a', ROOT, 0, []],
    ['b_c', ROOT, 2, []],
    ['b_l2', { parentId: 'b_col', slot: 'left' }, 1, ['b_col']],
  ])('finds %s', (id, list, index, ancestors) => {
    expect(findBlock(tree(), id)).toMatchObject({ block: { id }, list, index, ancestors });
  });
  it('returns null for a missing id', () => expect(findBlock(tree(), 'b_zz')).toBeNull());
});

describe('insertBlock', () => {
  it.each([
    [0, 'b_n,b_a,b_col,b_c'],
    [1, 'b_a,b_n,b_col,b_c'],
    [3, 'b_a,b_col,b_c,b_n'],
    [99, 'b_a,b_col,b_c,b_n'],
    [-4, 'b_n,b_a,b_col,b_c'],
  ])('at %i', (index, expected) => {
    expect(ids(insertBlock(tree(), ROOT, index, leaf('b_n')))).toBe(expected);
  });
  it('into a slot, leaving the input untouched', () => {
    const before = tree();
    const after = insertBlock(before, { parentId: 'b_col', slot: 'right' }, 0, leaf('b_n'));
    expect(ids(after[1]!.slots!.right!)).toBe('b_n');
    expect(before[1]!.slots!.right).toEqual([]);
    expect(after[0]).toBe(before[0]);
  });
  it('ignores an unknown list', () => {
    const before = tree();
    expect(insertBlock(before, { parentId: 'b_zz', slot: 'x' }, 0, leaf('b_n'))).toEqual(before);
  });
});

describe('removeBlock', () => {
  it.each([
    ['b_a', 'b_col,b_c'],
    ['b_col', 'b_a,b_c'],
    ['b_zz', 'b_a,b_col,b_c'],
  ])('removes %s', (id, expected) => expect(ids(removeBlock(tree(), id))).toBe(expected));
  it('removes from a slot', () => expect(ids(removeBlock(tree(), 'b_l1')[1]!.slots!.left!)).toBe('b_l2'));
});

describe('moveBlock', () => {
  it.each([
    ['b_a', 2, 'b_col,b_c,b_a'],
    ['b_c', 0, 'b_c,b_a,b_col'],
    ['b_a', 1, 'b_col,b_a,b_c'],
    ['b_col', 1, 'b_a,b_col,b_c'],
    ['b_a', 50, 'b_col,b_c,b_a'],
  ])('moves %s to final index %i of the top level', (id, index, expected) => {
    expect(ids(moveBlock(tree(), id, ROOT, index))).toBe(expected);
  });
  it('moves between lists', () => {
    const after = moveBlock(tree(), 'b_l1', ROOT, 1);
    expect(ids(after)).toBe('b_a,b_l1,b_col,b_c');
    expect(ids(after[2]!.slots!.left!)).toBe('b_l2');
  });
  it('refuses to move a container into itself', () => {
    const before = tree();
    expect(moveBlock(before, 'b_col', { parentId: 'b_col', slot: 'right' }, 0)).toBe(before);
  });
});

describe('updateProps', () => {
  it('sets and removes props of one block only', () => {
    const before = [{ ...leaf('b_a'), props: { a: 1, b: 2 } }, leaf('b_c')];
    const after = updateProps(before, 'b_a', { a: 5, b: undefined, c: 'x' });
    expect(after[0]!.props).toEqual({ a: 5, c: 'x' });
    expect(before[0]!.props).toEqual({ a: 1, b: 2 });
    expect(after[1]).toBe(before[1]);
  });
});

describe('ids and new blocks', () => {
  it('makes ids that the document schema accepts, and different ones', () => {
    const made = Array.from({ length: 50 }, newBlockId);
    for (const id of made) expect(id).toMatch(/^b_[A-Za-z0-9_-]{8}$/);
    expect(made.every((id) => new RegExp(BLOCK_ID_PATTERN).test(id))).toBe(true);
    expect(new Set(made).size).toBe(50);
  });
  it('creates a block from defaults with the current version, not sharing the defaults object', () => {
    const def = testRegistry.get('text')!;
    const block = createBlock(def);
    expect(block).toMatchObject({ type: 'text', v: def.version, props: def.defaults });
    expect(block.props).not.toBe(def.defaults);
    expect(block.props.title).not.toBe(def.defaults.title);
  });
  it('clones with new ids at every depth', () => {
    const copy = cloneWithNewIds(tree()[1]!);
    const copied = allBlockIds([copy]);
    expect(copied).toHaveLength(3);
    expect(copied.some((id) => allBlockIds(tree()).includes(id))).toBe(false);
  });
});

// Five levels: s1 > s2 > s3 > s4 > s5, each a section with slot main; a leaf at the bottom and one at the top.
const deep = (): BlockNode[] => {
  let inner: BlockNode[] = [leaf('b_leaf')];
  for (const n of [5, 4, 3, 2, 1]) inner = [{ id: `b_s${n}`, type: 'section', v: 1, props: {}, slots: { main: inner } }];
  return [...inner, leaf('b_top')];
};
const main = (parentId: string) => ({ parentId, slot: 'main' });

describe('list keys', () => {
  it.each([[ROOT, 'root'], [{ parentId: 'b_col', slot: 'left' }, 'b_col:left']])('%o ⇄ %s', (ref, key) => {
    expect(listKey(ref)).toBe(key);
    expect(parseListKey(key)).toEqual(ref);
  });
  it('compares lists', () => {
    expect(sameList(ROOT, { parentId: null, slot: null })).toBe(true);
    expect(sameList(main('b_a'), { parentId: 'b_a', slot: 'other' })).toBe(false);
  });
});

describe('paths into slots', () => {
  it('finds the path and pointer of a block five levels down', () => {
    expect(pathTo(deep(), 'b_leaf')).toEqual([
      { list: ROOT, index: 0 }, { list: main('b_s1'), index: 0 }, { list: main('b_s2'), index: 0 },
      { list: main('b_s3'), index: 0 }, { list: main('b_s4'), index: 0 }, { list: main('b_s5'), index: 0 },
    ]);
    expect(pointerTo(deep(), 'b_leaf')).toBe('/blocks/0/slots/main/0/slots/main/0/slots/main/0/slots/main/0/slots/main/0');
    expect(pointerTo(tree(), 'b_l2')).toBe('/blocks/1/slots/left/1');
    expect(pathTo(tree(), 'b_zz')).toBeNull();
  });
  it('lists every list in reading order with its depth, slots in the order given', () => {
    const order = listsInOrder(tree(), (b) => (b.type === 'columns' ? ['right', 'left'] : []));
    expect(order.map(({ ref, depth }) => `${listKey(ref)}@${depth}`)).toEqual(['root@0', 'b_col:right@1', 'b_col:left@1']);
  });
});

describe('canDropInto', () => {
  it.each([
    ['b_s1', ROOT, true],
    ['b_s1', main('b_s1'), false],
    ['b_s1', main('b_s5'), false],
    ['b_s3', main('b_s4'), false],
    ['b_s3', main('b_s2'), true],
    ['b_top', main('b_s5'), true],
    ['b_leaf', main('b_s1'), true],
  ] as const)('%s into %o → %s', (id, to, allowed) => expect(canDropInto(deep(), id, to)).toBe(allowed));
});

describe('moving at depth', () => {
  it('moves a top-level block five levels down and back out', () => {
    const down = moveBlock(deep(), 'b_top', main('b_s5'), 1);
    expect(ids(findBlock(down, 'b_s5')!.block.slots!.main!)).toBe('b_leaf,b_top');
    expect(ids(down)).toBe('b_s1');
    const up = moveBlock(down, 'b_leaf', ROOT, 0);
    expect(ids(up)).toBe('b_leaf,b_s1');
  });
  it.each(['b_s2', 'b_s4', 'b_s5'])('refuses to move b_s2 into %s (itself or a descendant)', (target) => {
    const before = deep();
    expect(moveBlock(before, 'b_s2', main(target), 0)).toBe(before);
  });
  it('creates a slot the container does not have yet', () => {
    const before: BlockNode[] = [{ id: 'b_sec', type: 'section', v: 1, props: {} }, leaf('b_a')];
    expect(ids(insertBlock(before, main('b_sec'), 0, leaf('b_n'))[0]!.slots!.main!)).toBe('b_n');
    expect(ids(moveBlock(before, 'b_a', main('b_sec'), 0)[0]!.slots!.main!)).toBe('b_a');
  });
});
