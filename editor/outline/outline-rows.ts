import type { BlockNode } from '../../schemas/page-document';
import { ROOT, type ListRef, type SlotsOf } from '../tree';

/** One visible line of the outline: a block, its depth and where it sits. */
export interface OutlineRow {
  id: string;
  type: string;
  depth: number;
  list: ListRef;
  /** 1-based position and size of its list, for aria-posinset / aria-setsize. */
  position: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
  parentId: string | null;
}

/** The outline's visible rows in document order; children of collapsed blocks are left out. */
export function outlineRows(blocks: readonly BlockNode[], slotsOf: SlotsOf, collapsed: ReadonlySet<string>, list: ListRef = ROOT, depth = 1): OutlineRow[] {
  return blocks.flatMap((block, index) => {
    const lists = slotsOf(block).map((slot) => ({ slot, children: block.slots?.[slot] ?? [] }));
    const hasChildren = lists.some(({ children }) => children.length > 0);
    const expanded = hasChildren && !collapsed.has(block.id);
    const row: OutlineRow = { id: block.id, type: block.type, depth, list, position: index + 1, setSize: blocks.length, hasChildren, expanded, parentId: list.parentId };
    if (!expanded) return [row];
    return [row, ...lists.flatMap(({ slot, children }) => outlineRows(children, slotsOf, collapsed, { parentId: block.id, slot }, depth + 1))];
  });
}

/** What a key does in the outline (WAI-ARIA tree pattern): the row to focus, or a row to expand or collapse. */
export type OutlineMove = { focus: string } | { expand: string } | { collapse: string } | null;

/** The tree pattern's arrow keys, Home and End, over the visible rows. */
export function outlineKey(rows: readonly OutlineRow[], id: string, key: string): OutlineMove {
  const at = rows.findIndex((row) => row.id === id);
  const row = rows[at];
  if (!row) return rows[0] ? { focus: rows[0].id } : null;
  const focus = (other: OutlineRow | undefined) => (other ? { focus: other.id } : null);
  switch (key) {
    case 'ArrowDown':
      return focus(rows[at + 1]);
    case 'ArrowUp':
      return focus(rows[at - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (row.hasChildren && !row.expanded) return { expand: row.id };
      return row.expanded ? focus(rows[at + 1]) : null;
    case 'ArrowLeft':
      if (row.expanded) return { collapse: row.id };
      return row.parentId ? { focus: row.parentId } : null;
    default:
      return null;
  }
}
