import { describe, expect, it } from 'vitest';
import { navRows, reorderSiblings, type NavItem } from './navigation-order';

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
