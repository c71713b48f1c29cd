import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import type { UiState } from '../actions/types';
import { addSelected, normalizeSelection, selectOnly, toggleSelected } from './selection';

const ui = (selectedId: string | null, selectedIds: string[]): UiState => ({ selectedId, selectedIds, hoveredId: null });
const node = (id: string, children: BlockNode[] = []): BlockNode => ({ id, type: 't', v: 1, props: {}, ...(children.length && { slots: { main: children } }) });

describe('selection', () => {
  it('selectOnly replaces the selection, or clears it with null', () => {
    expect(selectOnly(ui('a', ['a', 'b']), 'c')).toEqual(ui('c', ['c']));
    expect(selectOnly(ui('a', ['a']), null)).toEqual(ui(null, []));
  });

  it.each([
    ['adds a block as the primary', ui('a', ['a']), 'b', ui('b', ['a', 'b'])],
    ['removes a secondary block', ui('b', ['a', 'b']), 'a', ui('b', ['b'])],
    ['removes the primary and falls back to the newest other', ui('b', ['a', 'b']), 'b', ui('a', ['a'])],
    ['empties the selection', ui('a', ['a']), 'a', ui(null, [])],
  ])('toggleSelected %s', (_name, before, id, after) => expect(toggleSelected(before, id)).toEqual(after));

  it('addSelected never adds twice', () => {
    expect(addSelected(ui('a', ['a', 'b']), 'b')).toEqual(ui('b', ['a', 'b']));
  });

  it.each([
    ['drops blocks the tree lost', ui('b', ['a', 'b', 'x']), ui('b', ['a', 'b'])],
    ['picks a new primary when it was removed', ui('x', ['a', 'x']), ui('a', ['a'])],
    ['replaces the set when an action selected a new block', ui('c', ['a', 'b']), ui('c', ['c'])],
    ['fills in a missing primary from the set', ui(null, ['a']), ui('a', ['a'])],
  ])('normalizeSelection %s', (_name, before, after) => {
    const blocks = [node('a'), node('b', [node('c')])];
    expect(normalizeSelection(before, blocks)).toEqual(after);
  });

  it('normalizeSelection returns the same object when nothing changes', () => {
    const same = ui('a', ['a']);
    expect(normalizeSelection(same, [node('a')])).toBe(same);
  });
});
