import { describe, expect, it } from 'vitest';
import { contains, dropTargetAt, finalIndex, gapIndexAt, indicatorOffset, type Span } from './drop-position';

// Three blocks of 100px with 20px gaps, starting 10px below a list whose top is at y=0.
const items: Span[] = [
  { top: 10, bottom: 110 },
  { top: 130, bottom: 230 },
  { top: 250, bottom: 350 },
];

describe('gapIndexAt', () => {
  it.each([
    [0, 0], [59, 0], [60, 1], [120, 1], [179, 1], [180, 2], [299, 2], [300, 3], [1000, 3],
  ])('y=%i → gap %i', (y, gap) => expect(gapIndexAt(items, y)).toBe(gap));
  it('an empty list has only gap 0', () => expect(gapIndexAt([], 50)).toBe(0));
});

describe('indicatorOffset', () => {
  it.each([
    [0, 0, 10],
    [1, 0, 120],
    [2, 0, 240],
    [3, 0, 350],
    [1, 100, 20],
  ])('gap %i with list top %i → %i', (gap, top, offset) => expect(indicatorOffset(items, gap, top)).toBe(offset));
  it('an empty list draws at its top', () => expect(indicatorOffset([], 0, 0)).toBe(0));
});

describe('finalIndex', () => {
  it.each<[number, number | null, number]>([
    [0, null, 0], [3, null, 3],
    [0, 1, 0], [1, 1, 1], [2, 1, 1], [3, 1, 2],
  ])('gap %i from %s → %i', (gap, from, index) => expect(finalIndex(gap, from)).toBe(index));
});

describe('dropTargetAt', () => {
  const list = { left: 0, right: 500, top: 0, bottom: 400 };
  it.each([
    [{ x: 250, y: 5 }, { gap: 0, offset: 10 }],
    [{ x: 250, y: 200 }, { gap: 2, offset: 240 }],
    [{ x: 250, y: 390 }, { gap: 3, offset: 350 }],
    [{ x: 600, y: 200 }, null],
    [{ x: 250, y: -1 }, null],
  ])('%o → %o', (point, target) => expect(dropTargetAt(point, list, items)).toEqual(target));
  it('measures the line from the list when the area is larger', () => {
    expect(dropTargetAt({ x: 250, y: -30 }, { left: 0, right: 500, top: -50, bottom: 450 }, items, 0)).toEqual({ gap: 0, offset: 10 });
  });
  it('contains its edges', () => expect(contains(list, { x: 500, y: 400 })).toBe(true));
});
