import type { NavigationNode } from './service';

/** A navigation item as the menu block reads it. */
export interface NavigationItem {
  id: string;
  pageId: string | null;
  name: NavigationNode['row']['name'];
  url: string;
  order: number;
  visible: boolean;
  children: NavigationItem[];
}

/** The navigation tree: `{ id, pageId, name, url, order, visible, children }`. */
export function presentNavigations(nodes: NavigationNode[]): NavigationItem[] {
  return nodes.map(({ row, children }) => ({
    id: row.id,
    pageId: row.pageId,
    name: row.name,
    url: row.url,
    order: row.sortOrder,
    visible: row.visible,
    children: presentNavigations(children),
  }));
}
