import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { listAt, listsOutside, nestedDropTarget, type MeasuredList } from './drop-target';

// The page (0..1000 tall) holds a section (y 100..500) whose slot `main` (y 110..490) holds a columns block
// (y 120..300) with two side-by-side slots, `first` (x 0..250) and `second` (x 250..500), one block in `first`.
const lists: MeasuredList[] = [
  { key: 'root', depth: 0, box: { left: 0, right: 500, top: 0, bottom: 1000 }, top: 0, items: [{ top: 0, bottom: 90 }, { top: 100, bottom: 500 }, { top: 510, bottom: 600 }] },
  { key: 'b_sec:main', depth: 1, box: { left: 0, right: 500, top: 110, bottom: 490 }, top: 110, items: [{ top: 120, bottom: 300 }, { top: 310, bottom: 480 }] },
  { key: 'b_col:first', depth: 2, box: { left: 0, right: 250, top: 130, bottom: 290 }, top: 130, items: [{ top: 140, bottom: 200 }] },
  { key: 'b_col:second', depth: 2, box: { left: 250, right: 500, top: 130, bottom: 290 }, top: 130, items: [] },
];

describe('nestedDropTarget', () => {
  it.each([
    [{ x: 100, y: 20 }, 'root', 0, 0],
    [{ x: 100, y: 95 }, 'root', 1, 95],
    [{ x: 100, y: 700 }, 'root', 3, 600],
    [{ x: 100, y: 112 }, 'b_sec:main', 0, 10],
    [{ x: 100, y: 380 }, 'b_sec:main', 1, 195],
    [{ x: 100, y: 485 }, 'b_sec:main', 2, 370],
    [{ x: 100, y: 150 }, 'b_col:first', 0, 10],
    [{ x: 100, y: 250 }, 'b_col:first', 1, 70],
    [{ x: 400, y: 250 }, 'b_col:second', 0, 0],
  ])('%o → %s gap %i, line %i px below its top', (point, key, gap, offset) => {
    expect(nestedDropTarget(lists, point)).toMatchObject({ key, gap, offset });
  });

  it('names the list as a ref', () => {
    expect(nestedDropTarget(lists, { x: 400, y: 250 })!.list).toEqual({ parentId: 'b_col', slot: 'second' });
    expect(nestedDropTarget(lists, { x: 100, y: 20 })!.list).toEqual({ parentId: null, slot: null });
  });

  it('is null outside every list', () => expect(nestedDropTarget(lists, { x: 600, y: 20 })).toBeNull());

  it('the deepest list wins, whatever the order of the measurements', () => {
    expect(listAt([...lists].reverse(), { x: 100, y: 150 })!.key).toBe('b_col:first');
  });
});

describe('listsOutside', () => {
  const blocks: BlockNode[] = [
    {
      id: 'b_sec', type: 'section', v: 1, props: {},
      slots: { main: [{ id: 'b_col', type: 'columns', v: 1, props: {}, slots: { first: [{ id: 'b_leaf', type: 'text', v: 1, props: {} }], second: [] } }] },
    },
  ];
  const keys = (draggedId: string | null) => listsOutside(lists, blocks, draggedId).map((l) => l.key);

  it.each([
    [null, ['root', 'b_sec:main', 'b_col:first', 'b_col:second']],
    ['b_leaf', ['root', 'b_sec:main', 'b_col:first', 'b_col:second']],
    ['b_col', ['root', 'b_sec:main']],
    ['b_sec', ['root']],
  ])('dragging %s may drop into %o', (dragged, expected) => expect(keys(dragged)).toEqual(expected));

  it('a point over the dragged container’s own slot falls through to the list around it', () => {
    const target = nestedDropTarget(listsOutside(lists, blocks, 'b_col'), { x: 100, y: 150 });
    expect(target).toMatchObject({ key: 'b_sec:main', gap: 0 });
  });
});
