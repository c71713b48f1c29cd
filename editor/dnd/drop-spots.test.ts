import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { listKey, ROOT } from '../tree';
import { dropSpots, insertSpot, moveDestination, spotKey, spotOf, stepSpot } from './drop-spots';

const leaf = (id: string): BlockNode => ({ id, type: 'text', v: 1, props: {} });
// a, section s (main: b, columns c (first: d, second: empty)), e
const blocks = (): BlockNode[] => [
  leaf('b_a'),
  {
    id: 'b_s', type: 'section', v: 1, props: {},
    slots: { main: [leaf('b_b'), { id: 'b_c', type: 'columns', v: 1, props: {}, slots: { second: [], first: [leaf('b_d')] } }] },
  },
  leaf('b_e'),
];
const slotsOf = (block: BlockNode) => (block.type === 'columns' ? ['first', 'second'] : block.type === 'section' ? ['main'] : []);
const spots = (dragged: string | null) => dropSpots(blocks(), dragged, slotsOf).map(spotKey);

describe('dropSpots', () => {
  it('lists every gap in reading order, slots in the definition’s order', () => {
    expect(spots(null)).toEqual([
      'root#0', 'root#1', 'b_s:main#0', 'b_s:main#1', 'b_c:first#0', 'b_c:first#1', 'b_c:second#0', 'b_s:main#2', 'root#2', 'root#3',
    ]);
  });
  it('leaves out the dragged block’s insides and the gap right after it', () => {
    expect(spots('b_s')).toEqual(['root#0', 'root#1', 'root#3']);
    expect(spots('b_d')).toEqual(['root#0', 'root#1', 'b_s:main#0', 'b_s:main#1', 'b_c:first#0', 'b_c:second#0', 'b_s:main#2', 'root#2', 'root#3']);
  });
});

describe('stepSpot', () => {
  const all = dropSpots(blocks(), 'b_a', slotsOf);
  const start = spotOf(blocks(), 'b_a')!;
  it.each([
    [1, 'b_s:main#0'],
    [2, 'b_s:main#1'],
    [3, 'b_c:first#0'],
    [7, 'root#2'],
    [20, 'root#3'],
  ])('%i steps down from the first block → %s', (steps, expected) => {
    let at = start;
    for (let i = 0; i < steps; i++) at = stepSpot(all, at, 1);
    expect(spotKey(at)).toBe(expected);
  });
  it('stays put at the top', () => expect(stepSpot(all, start, -1)).toEqual(start));
  it('moves up out of a container', () => {
    const inside = spotOf(blocks(), 'b_d')!;
    const list = dropSpots(blocks(), 'b_d', slotsOf);
    expect(spotKey(stepSpot(list, inside, -1))).toBe('b_s:main#1');
    expect(spotKey(stepSpot(list, inside, 1))).toBe('b_c:second#0');
  });
});

describe('moveDestination', () => {
  it.each([
    ['b_a', { list: ROOT, gap: 3 }, 'root', 2],
    ['b_e', { list: ROOT, gap: 0 }, 'root', 0],
    ['b_a', { list: { parentId: 'b_c', slot: 'second' }, gap: 0 }, 'b_c:second', 0],
    ['b_b', { list: { parentId: 'b_s', slot: 'main' }, gap: 2 }, 'b_s:main', 1],
  ] as const)('%s to %o ends at %s index %i', (id, spot, key, index) => {
    const destination = moveDestination(blocks(), id, spot)!;
    expect([listKey(destination.list), destination.index]).toEqual([key, index]);
  });
});

describe('insertSpot', () => {
  it.each([
    ['b_a', 'root#1'],
    ['b_d', 'b_c:first#1'],
    ['b_c', 'b_s:main#2'],
    [null, 'root#3'],
    ['b_gone', 'root#3'],
  ] as const)('with %s selected, a new block goes to %s', (selected, expected) => {
    expect(spotKey(insertSpot(blocks(), selected))).toBe(expected);
  });
  it('is a spot a palette drag can step on from, in both directions', () => {
    const all = dropSpots(blocks(), null, slotsOf);
    const start = insertSpot(blocks(), 'b_a');
    expect(spotKey(stepSpot(all, start, 1))).toBe('b_s:main#0');
    expect(spotKey(stepSpot(all, start, -1))).toBe('root#0');
  });
});
