import type { CategoryNode } from './service';

/** The facet tree: `{ id, name, children }` all the way down. */
export function presentTree(nodes: CategoryNode[]): { id: string; name: CategoryNode['row']['name']; children: unknown[] }[] {
  return nodes.map((n) => ({ id: n.row.id, name: n.row.name, children: presentTree(n.children) }));
}

/** One level of the facet tree: `{ id, name, hasChildren }`. */
export function presentLevel(nodes: CategoryNode[]) {
  return nodes.map((n) => ({ id: n.row.id, name: n.row.name, hasChildren: n.children.length > 0 }));
}
