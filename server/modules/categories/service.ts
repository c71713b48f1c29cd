import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { listCategories, type CategoryRow } from './repository';

/** A category with its children, as the facet tree shows it. */
export interface CategoryNode {
  row: CategoryRow;
  children: CategoryNode[];
}

/** Builds the forest of a school's categories; a child whose parent is not listed becomes a root. */
export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.row.parentId ? nodes.get(node.row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The category forest of a school for a facet source. */
export function categoryTree(db: Db, school: SchoolRef, source?: number): Promise<CategoryNode[]> {
  return withTenant(db, school.tenantId, async (tx) => buildTree(await listCategories(tx, school.id, source)));
}

/** The children of one category (404 category.not_found when the school has no such category). */
export async function categoryChildren(db: Db, school: SchoolRef, facetId: string, source?: number): Promise<CategoryNode[]> {
  const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      if (node.row.id === facetId) return node;
      const found = find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(await categoryTree(db, school, source));
  if (!node) throw new AppError(404, 'category.not_found', 'Category not found.');
  return node.children;
}
