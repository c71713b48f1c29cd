import { and, eq } from 'drizzle-orm';
import { emptyDocument } from '../../../schemas/page-document';
import type { LocalizedText } from '../../../schemas/localized-text';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { navigations, pages } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import * as repo from './repository';
import { isSystemPageCode } from './system-pages';

const pageNotFound = () => new AppError(404, 'page.not_found', 'Page not found.');

/** Adds a custom page with an empty draft; its code is given or made up. 409 `page.code_taken` when the school has it. */
export function createPage(db: Db, school: SchoolRef, input: { name: LocalizedText; code?: string }) {
  return withTenant(db, school.tenantId, async (tx) => {
    const id = nextId();
    const code = input.code ?? `page-${id.slice(-8)}`;
    if (await repo.findPage(tx, school.id, { code })) throw new AppError(409, 'page.code_taken', `This school already has a page with code "${code}".`);
    await repo.insertPageWithDraft(tx, { tenantId: school.tenantId, id, schoolId: school.id, code, name: input.name }, emptyDocument());
    return { id, code, name: input.name, releasedVersion: null };
  });
}

/** Renames a page (any page, system pages included). */
export function renamePage(db: Db, school: SchoolRef, pageId: string, name: LocalizedText) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId });
    if (!page) throw pageNotFound();
    await tx.update(pages).set({ name }).where(eq(pages.id, page.id));
    return { id: page.id, code: page.code, name };
  });
}

/**
 * Deletes (archives) a custom page; its released versions stay, as they are immutable. System pages cannot go (403 `page.system`);
 * a page the navigation links to must leave the navigation first (409 `page.in_navigation`).
 */
export function deletePage(db: Db, school: SchoolRef, pageId: string) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId });
    if (!page) throw pageNotFound();
    if (isSystemPageCode(page.code)) throw new AppError(403, 'page.system', 'A system page cannot be deleted.');
    const [linked] = await tx.select({ id: navigations.id }).from(navigations).where(and(eq(navigations.schoolId, school.id), eq(navigations.pageId, page.id))).limit(1);
    if (linked) throw new AppError(409, 'page.in_navigation', 'Remove the page from the navigation before deleting it.', [{ navigationId: linked.id }]);
    await repo.archivePage(tx, page);
  });
}
