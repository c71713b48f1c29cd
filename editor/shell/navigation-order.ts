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
