import type { BlockNode } from '../../schemas/page-document';
import { listKey, ROOT, type ListRef, type SlotsOf } from '../tree';

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

/**
 * A slot of a container with several slots, drawn as a line of its own above the slot's blocks: a place to
 * drop into that slot with the mouse, also when it is empty. Keyboard moves reach every slot through the
 * drop spots, so these lines are not tree items.
 */
export interface OutlineSlotLine {
  /** The slot's list key. */
  key: string;
  list: ListRef;
  depth: number;
}

/** One line of the outline: a block's row, or the heading of one slot of a container with several. */
export type OutlineLine = { row: OutlineRow } | { slot: OutlineSlotLine };

/**
 * The outline's visible lines in document order: every block's row, with the slot lines of containers that
 * have several slots (unless collapsed); children of collapsed blocks are left out.
 */
export function outlineLines(blocks: readonly BlockNode[], slotsOf: SlotsOf, collapsed: ReadonlySet<string>, list: ListRef = ROOT, depth = 1): OutlineLine[] {
  return blocks.flatMap((block, index): OutlineLine[] => {
    const slots = slotsOf(block);
    const lists = slots.map((slot) => ({ list: { parentId: block.id, slot }, children: block.slots?.[slot] ?? [] }));
    const hasChildren = lists.some(({ children }) => children.length > 0);
    const expanded = hasChildren && !collapsed.has(block.id);
    const named = slots.length > 1 && !collapsed.has(block.id);
    const row: OutlineRow = { id: block.id, type: block.type, depth, list, position: index + 1, setSize: blocks.length, hasChildren, expanded, parentId: list.parentId };
    if (!expanded && !named) return [{ row }];
    return [{ row }, ...lists.flatMap(({ list: inner, children }): OutlineLine[] => [
      ...(named ? [{ slot: { key: listKey(inner), list: inner, depth: depth + 1 } }] : []),
      ...(expanded ? outlineLines(children, slotsOf, collapsed, inner, depth + 1) : []),
    ])];
  });
}

/** The outline's visible block rows in document order; children of collapsed blocks are left out. */
export function outlineRows(blocks: readonly BlockNode[], slotsOf: SlotsOf, collapsed: ReadonlySet<string>): OutlineRow[] {
  return outlineLines(blocks, slotsOf, collapsed).flatMap((line) => ('row' in line ? [line.row] : []));
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
