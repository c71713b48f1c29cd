import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { rolesIn } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { listNavigations, type NavigationRow } from './repository';

/** A navigation item with its children. */
export interface NavigationNode {
  row: NavigationRow;
  children: NavigationNode[];
}

/**
 * The school's navigation tree. Administrators see hidden items too; everyone else sees visible
 * items only, and nothing under a hidden one.
 */
export function navigationTree(db: Db, school: SchoolRef, userId: string | null): Promise<NavigationNode[]> {
  return withTenant(db, school.tenantId, async (tx) => {
    const admin = userId ? (await rolesIn(tx, school, userId)).includes('administrator') : false;
    const rows = await listNavigations(tx, school.id, admin);
    const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as NavigationNode[] }]));
    const roots: NavigationNode[] = [];
    for (const node of nodes.values()) {
      if (!node.row.parentId) roots.push(node);
      else nodes.get(node.row.parentId)?.children.push(node); // a hidden parent hides its children
    }
    return roots;
  });
}
