import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { PageDocument } from '../../../schemas/page-document';
import { pageDrafts, pages, pageVersions } from '../../db/schema';
import type { Executor } from '../../db/tenant';

export type PageRow = typeof pages.$inferSelect;
export type DraftRow = typeof pageDrafts.$inferSelect;
export type VersionRow = typeof pageVersions.$inferSelect;

// `deleted_at` (migration 0005) is read here only, so the shared table definition does not carry it.
const notArchived = sql`"pages"."deleted_at" is null`;

/** Archives a deleted page: hidden from every read, its code freed, its versions kept. */
export async function archivePage(tx: Executor, page: PageRow): Promise<void> {
  await tx.execute(sql`update pages set deleted_at = now(), code = ${`${page.code}~${page.id}`} where tenant_id = ${page.tenantId} and id = ${page.id}`);
}

/** A school's pages with their latest released version (null when never released). */
export async function listPages(tx: Executor, schoolId: string) {
  return tx
    .select({ id: pages.id, code: pages.code, name: pages.name, releasedVersion: max(pageVersions.version) })
    .from(pages)
    .leftJoin(pageVersions, and(eq(pageVersions.tenantId, pages.tenantId), eq(pageVersions.pageId, pages.id)))
    .where(and(eq(pages.schoolId, schoolId), notArchived))
    .groupBy(pages.tenantId, pages.id, pages.code, pages.name, pages.createdAt)
    .orderBy(asc(pages.createdAt), asc(pages.id));
}

/** One page of a school, by id or by code. A page of another school (or tenant) is not found. */
export async function findPage(tx: Executor, schoolId: string, key: { pageId?: string; code?: string }): Promise<PageRow | undefined> {
  const match = key.pageId ? eq(pages.id, key.pageId) : eq(pages.code, key.code ?? '');
  const [row] = await tx.select().from(pages).where(and(eq(pages.schoolId, schoolId), match, notArchived)).limit(1);
  return row;
}

/** A page's draft; `forUpdate` locks it so concurrent releases of one page queue up. */
export async function findDraft(tx: Executor, pageId: string, forUpdate = false): Promise<DraftRow | undefined> {
  const query = tx.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Saves a draft only if its revision is still `revision`; returns the new revision, or undefined when stale. */
export async function updateDraft(tx: Executor, pageId: string, revision: number, document: PageDocument, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .update(pageDrafts)
    .set({ document, revision: sql`${pageDrafts.revision} + 1`, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.revision, revision)))
    .returning({ revision: pageDrafts.revision });
  return row?.revision;
}

/** The newest released version of a page. */
export async function findLatestVersion(tx: Executor, pageId: string): Promise<VersionRow | undefined> {
  const [row] = await tx.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(sql`${pageVersions.version} desc`).limit(1);
  return row;
}

/** Appends an immutable version. */
export async function insertVersion(tx: Executor, row: typeof pageVersions.$inferInsert): Promise<VersionRow> {
  const [created] = await tx.insert(pageVersions).values(row).returning();
  return created!;
}

/** Creates a page with its first draft (revision 0) unless the school already has that code. */
export async function insertPageWithDraft(tx: Executor, page: typeof pages.$inferInsert, document: PageDocument): Promise<void> {
  const created = await tx.insert(pages).values(page).onConflictDoNothing().returning({ id: pages.id });
  if (created.length === 0) return;
  await tx.insert(pageDrafts).values({ tenantId: page.tenantId, pageId: page.id, revision: 0, document });
}
