import { describe, expect, it } from 'vitest';
import { indentChanges, navRows, outdentChanges, reorderSiblings, type NavItem } from './navigation-order';

const item = (id: string, order: number, children: NavItem[] = []): NavItem => ({ id, pageId: null, name: { en_US: id }, order, visible: true, children });

describe('navigation order', () => {
  it('swaps an item with its neighbour and renumbers only what changed', () => {
    const list = [item('a', 0), item('b', 1), item('c', 2)];
    expect(reorderSiblings(list, 'b', -1)).toEqual([{ id: 'b', order: 0 }, { id: 'a', order: 1 }]);
    expect(reorderSiblings(list, 'c', 1)).toEqual([]);
    expect(reorderSiblings(list, 'a', -1)).toEqual([]);
  });

  it('gives equal orders distinct numbers', () => {
    expect(reorderSiblings([item('a', 0), item('b', 0)], 'a', 1)).toEqual([{ id: 'a', order: 1 }]);
  });

  it('lists nested items after their parent with their depth', () => {
    expect(navRows([item('a', 0, [item('a1', 0)]), item('b', 1)]).map((r) => `${r.item.id}:${r.depth}`)).toEqual(['a:0', 'a1:1', 'b:0']);
  });
});

describe('navigation levels', () => {
  // a (a1, a2), b, c
  const tree = () => [item('a', 0, [item('a1', 0), item('a2', 1)]), item('b', 1), item('c', 2)];

  it('moves an item under the item above it, as its last child', () => {
    expect(indentChanges(tree(), 'b')).toEqual([{ id: 'b', parentId: 'a', order: 2 }]);
    expect(indentChanges(tree(), 'a2')).toEqual([{ id: 'a2', parentId: 'a1', order: 0 }]);
    expect(indentChanges(tree(), 'a')).toEqual([]);
    expect(indentChanges(tree(), 'a1')).toEqual([]);
  });

  it('moves an item out, just after its parent, and renumbers the items after it', () => {
    expect(outdentChanges(tree(), 'a1')).toEqual([{ id: 'a1', parentId: null, order: 1 }, { id: 'b', order: 2 }, { id: 'c', order: 3 }]);
    expect(outdentChanges(tree(), 'b')).toEqual([]);
    const deep = [item('a', 0, [item('a1', 0, [item('x', 0)]), item('a2', 1)])];
    expect(outdentChanges(deep, 'x')).toEqual([{ id: 'x', parentId: 'a', order: 1 }, { id: 'a2', order: 2 }]);
  });
});
