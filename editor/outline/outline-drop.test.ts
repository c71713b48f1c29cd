import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { ROOT } from '../tree';
import { placeInRow, rowForSpot, targetAtRow, targetAtSlot } from './outline-drop';
import { outlineLines, outlineRows, type OutlineSlotLine } from './outline-rows';

const node = (id: string, children?: BlockNode[]): BlockNode => ({ id, type: children ? 'box' : 't', v: 1, props: {}, ...(children && { slots: { main: children } }) });
const slotsOf = (block: BlockNode) => (block.type === 'box' ? ['main'] : []);
// a, b (c, d (e)), f, g ()
const tree = () => [node('a'), node('b', [node('c'), node('d', [node('e')])]), node('f'), node('g', [])];
const rowOf = (blocks: BlockNode[], id: string, collapsed = new Set<string>()) => outlineRows(blocks, slotsOf, collapsed).find((r) => r.id === id)!;

describe('placeInRow', () => {
  it.each([
    [0.1, true, 'before'], [0.5, true, 'inside'], [0.9, true, 'after'],
    [0.3, false, 'before'], [0.6, false, 'after'],
  ] as const)('%s of a %s container row is %s', (fraction, container, place) => {
    expect(placeInRow(fraction, container)).toBe(place);
  });
});

describe('targetAtRow', () => {
  const blocks = tree();
  it('above and below a leaf are the gaps around it in its list', () => {
    expect(targetAtRow(blocks, rowOf(blocks, 'c'), 0.2, 'a', slotsOf)).toEqual({ spot: { list: { parentId: 'b', slot: 'main' }, gap: 0 }, rowId: 'c', place: 'before' });
    expect(targetAtRow(blocks, rowOf(blocks, 'f'), 0.8, 'a', slotsOf)).toEqual({ spot: { list: ROOT, gap: 3 }, rowId: 'f', place: 'after' });
  });

  it('the middle of a container is the end of its first slot, also when it is empty', () => {
    expect(targetAtRow(blocks, rowOf(blocks, 'b'), 0.5, 'a', slotsOf)?.spot).toEqual({ list: { parentId: 'b', slot: 'main' }, gap: 2 });
    expect(targetAtRow(blocks, rowOf(blocks, 'g'), 0.5, 'a', slotsOf)?.spot).toEqual({ list: { parentId: 'g', slot: 'main' }, gap: 0 });
  });

  it('below an expanded container is its first child place; below a collapsed one, the gap after it', () => {
    expect(targetAtRow(blocks, rowOf(blocks, 'd'), 0.9, 'a', slotsOf)?.spot).toEqual({ list: { parentId: 'd', slot: 'main' }, gap: 0 });
    expect(targetAtRow(blocks, rowOf(blocks, 'd', new Set(['d'])), 0.9, 'a', slotsOf)?.spot).toEqual({ list: { parentId: 'b', slot: 'main' }, gap: 2 });
  });

  it('never targets the dragged block itself or a place inside it', () => {
    expect(targetAtRow(blocks, rowOf(blocks, 'b'), 0.5, 'b', slotsOf)).toBeNull();
    expect(targetAtRow(blocks, rowOf(blocks, 'e'), 0.2, 'b', slotsOf)).toBeNull();
    expect(targetAtRow(blocks, rowOf(blocks, 'c'), 0.2, 'd', slotsOf)).not.toBeNull();
  });
});

describe('rowForSpot', () => {
  const blocks = tree();
  const parents: Record<string, string | null> = { a: null, b: null, c: 'b', d: 'b', e: 'd', f: null, g: null };
  const all = new Set(Object.keys(parents));
  const parentOf = (id: string) => parents[id] ?? null;
  it('shows a gap above the block at it, the end of a list below its last block, an empty list inside its container', () => {
    expect(rowForSpot(blocks, { list: ROOT, gap: 1 }, all, parentOf)).toEqual({ rowId: 'b', place: 'before' });
    expect(rowForSpot(blocks, { list: { parentId: 'b', slot: 'main' }, gap: 2 }, all, parentOf)).toEqual({ rowId: 'd', place: 'after' });
    expect(rowForSpot(blocks, { list: { parentId: 'g', slot: 'main' }, gap: 0 }, all, parentOf)).toEqual({ rowId: 'g', place: 'inside' });
  });

  it('shows a spot inside a collapsed container on the nearest visible container', () => {
    const visible = new Set(['a', 'b', 'f', 'g']);
    expect(rowForSpot(blocks, { list: { parentId: 'd', slot: 'main' }, gap: 0 }, visible, parentOf)).toEqual({ rowId: 'b', place: 'inside' });
  });
});

describe('slots of a container with several', () => {
  // a, cols (left: x (y), right: empty)
  const cols = (): BlockNode[] => [
    node('a'),
    { id: 'cols', type: 'cols', v: 1, props: {}, slots: { left: [node('x', [node('y')])], right: [] } },
  ];
  const slotsOfCols = (block: BlockNode) => (block.type === 'cols' ? ['left', 'right'] : slotsOf(block));
  const lineText = (collapsed: Set<string>) =>
    outlineLines(cols(), slotsOfCols, collapsed).map((line) => ('row' in line ? `${line.row.id}:${line.row.depth}` : `[${line.slot.key}]:${line.slot.depth}`));
  const slotLine = (key: string) =>
    outlineLines(cols(), slotsOfCols, new Set()).flatMap((line) => ('slot' in line && line.slot.key === key ? [line.slot] : []))[0] as OutlineSlotLine;

  it('draws a line for each slot above its blocks, also for an empty one, and none for single-slot containers', () => {
    expect(lineText(new Set())).toEqual(['a:1', 'cols:1', '[cols:left]:2', 'x:2', 'y:3', '[cols:right]:2']);
    expect(lineText(new Set(['cols']))).toEqual(['a:1', 'cols:1']);
    expect(outlineRows(cols(), slotsOfCols, new Set()).map((r) => r.id)).toEqual(['a', 'cols', 'x', 'y']);
  });

  it('a slot line is the end of its slot, for any slot of the container', () => {
    expect(targetAtSlot(cols(), slotLine('cols:right'), 'a')).toEqual({ spot: { list: { parentId: 'cols', slot: 'right' }, gap: 0 }, rowId: 'cols:right', place: 'inside' });
    expect(targetAtSlot(cols(), slotLine('cols:left'), 'a')?.spot).toEqual({ list: { parentId: 'cols', slot: 'left' }, gap: 1 });
  });

  it('a slot line refuses the container itself', () => {
    expect(targetAtSlot(cols(), slotLine('cols:right'), 'cols')).toBeNull();
    expect(targetAtSlot(cols(), slotLine('cols:left'), 'y')).not.toBeNull();
  });

  it('a keyboard spot in an empty slot is shown on its slot line, or on the container when the line is hidden', () => {
    const parentOf = (id: string) => (id === 'x' ? 'cols' : id === 'y' ? 'x' : null);
    const spot = { list: { parentId: 'cols', slot: 'right' }, gap: 0 };
    expect(rowForSpot(cols(), spot, new Set(['a', 'cols', 'x', 'y', 'cols:left', 'cols:right']), parentOf)).toEqual({ rowId: 'cols:right', place: 'inside' });
    expect(rowForSpot(cols(), spot, new Set(['a', 'cols']), parentOf)).toEqual({ rowId: 'cols', place: 'inside' });
  });
});
