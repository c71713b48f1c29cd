import { and, eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../schemas/localized-text';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { navigations } from '../../db/schema';
import { withTenant, type Executor } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import * as pagesRepo from '../pages/repository';

/** What an administrator may set on a navigation item. */
export interface NavigationChanges {
  name?: LocalizedText;
  pageId?: string | null;
  url?: string;
  parentId?: string | null;
  order?: number;
  visible?: boolean;
}

const itemNotFound = () => new AppError(404, 'navigation.not_found', 'Navigation item not found.');

async function findItem(tx: Executor, schoolId: string, id: string) {
  const [row] = await tx.select().from(navigations).where(and(eq(navigations.schoolId, schoolId), eq(navigations.id, id))).limit(1);
  return row;
}

/** Refuses a page or parent of another school (404) and a parent that is the item or inside it (409 `navigation.cycle`). */
async function checkLinks(tx: Executor, schoolId: string, changes: NavigationChanges, itemId: string | null) {
  if (changes.pageId && !(await pagesRepo.findPage(tx, schoolId, { pageId: changes.pageId }))) throw new AppError(404, 'page.not_found', 'Page not found.');
  for (let at = changes.parentId ?? null; at; ) {
    if (at === itemId) throw new AppError(409, 'navigation.cycle', 'An item cannot go under itself or its own children.');
    const parent = await findItem(tx, schoolId, at);
    if (!parent) throw itemNotFound();
    at = parent.parentId;
  }
}

/** Adds a navigation item (a page link or an address). */
export function createNavigation(db: Db, school: SchoolRef, input: NavigationChanges & { name: LocalizedText }) {
  return withTenant(db, school.tenantId, async (tx) => {
    await checkLinks(tx, school.id, input, null);
    const id = nextId();
    await tx.insert(navigations).values({
      tenantId: school.tenantId, id, schoolId: school.id, parentId: input.parentId ?? null, pageId: input.pageId ?? null,
      name: input.name, url: input.url ?? '', sortOrder: input.order ?? 0, visible: input.visible ?? true,
    });
    return id;
  });
}

/** Renames, reorders, moves under another item, hides or shows an item. */
export function updateNavigation(db: Db, school: SchoolRef, id: string, changes: NavigationChanges) {
  return withTenant(db, school.tenantId, async (tx) => {
    if (!(await findItem(tx, school.id, id))) throw itemNotFound();
    await checkLinks(tx, school.id, changes, id);
    const { order, ...rest } = changes;
    await tx.update(navigations).set({ ...rest, ...(order !== undefined ? { sortOrder: order } : {}) }).where(and(eq(navigations.schoolId, school.id), eq(navigations.id, id)));
  });
}

/** Removes an item; one with children must lose them first (409 `navigation.has_children`). */
export function deleteNavigation(db: Db, school: SchoolRef, id: string) {
  return withTenant(db, school.tenantId, async (tx) => {
    if (!(await findItem(tx, school.id, id))) throw itemNotFound();
    const [child] = await tx.select({ id: navigations.id }).from(navigations).where(and(eq(navigations.schoolId, school.id), eq(navigations.parentId, id))).limit(1);
    if (child) throw new AppError(409, 'navigation.has_children', 'Move or remove the items under this one first.');
    await tx.delete(navigations).where(and(eq(navigations.schoolId, school.id), eq(navigations.id, id)));
  });
}
