/** A navigation item as v2/navigations gives it. */
export interface NavItem {
  id: string;
  pageId: string | null;
  name: Record<string, string>;
  order: number;
  visible: boolean;
  children: NavItem[];
}

/** The orders to store so that `id` swaps places with its neighbour (-1 up, +1 down); empty when it cannot move. */
export function reorderSiblings(siblings: readonly NavItem[], id: string, direction: -1 | 1): { id: string; order: number }[] {
  const at = siblings.findIndex((item) => item.id === id);
  const to = at + direction;
  if (at < 0 || to < 0 || to >= siblings.length) return [];
  const ids = siblings.map((item) => item.id);
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids.map((itemId, order) => ({ id: itemId, order })).filter(({ id: itemId, order }) => siblings.find((s) => s.id === itemId)!.order !== order);
}

/** The tree as rows with depth and siblings, in menu order. */
export function navRows(items: readonly NavItem[], depth = 0): { item: NavItem; depth: number; siblings: readonly NavItem[] }[] {
  return items.flatMap((item) => [{ item, depth, siblings: items }, ...navRows(item.children, depth + 1)]);
}

/** One item's change to store: a new parent, a new order, or both. */
export interface NavChange {
  id: string;
  parentId?: string | null;
  order: number;
}

interface Place {
  item: NavItem;
  parent: NavItem | null;
  siblings: readonly NavItem[];
  index: number;
}

function placeOf(items: readonly NavItem[], id: string, parent: NavItem | null = null): Place | null {
  for (const [index, item] of items.entries()) {
    if (item.id === id) return { item, parent, siblings: items, index };
    const inner = placeOf(item.children, id, item);
    if (inner) return inner;
  }
  return null;
}

/** Orders that put `list` in the given order, for the items whose order changes. */
function renumber(list: readonly NavItem[]): NavChange[] {
  return list.flatMap((item, order) => (item.order === order ? [] : [{ id: item.id, order }]));
}

/** Moves an item under the sibling above it, as that item's last child; empty when there is none above. */
export function indentChanges(items: readonly NavItem[], id: string): NavChange[] {
  const at = placeOf(items, id);
  const above = at && at.index > 0 ? at.siblings[at.index - 1]! : null;
  if (!at || !above) return [];
  return [{ id, parentId: above.id, order: above.children.length }];
}

/** Moves an item out of its parent, to just after the parent among the parent's siblings; empty at the top level. */
export function outdentChanges(items: readonly NavItem[], id: string): NavChange[] {
  const at = placeOf(items, id);
  if (!at?.parent) return [];
  const outer = placeOf(items, at.parent.id)!;
  const list = [...outer.siblings];
  list.splice(outer.index + 1, 0, { ...at.item, order: -1 });
  const others = renumber(list).filter((change) => change.id !== id);
  return [{ id, parentId: outer.parent?.id ?? null, order: outer.index + 1 }, ...others];
}

/** Every item as a choice of parent ("under …"), with its depth, in menu order. */
export function parentChoices(items: readonly NavItem[]): { id: string; depth: number; item: NavItem }[] {
  return navRows(items).map(({ item, depth }) => ({ id: item.id, depth, item }));
}
