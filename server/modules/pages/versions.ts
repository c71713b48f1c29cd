import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pageVersions, users } from '../../db/schema';
import { withTenant, type Executor } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { documentPipeline } from './document-pipeline';
import { publishVersion } from './publish';
import * as repo from './repository';

const pageNotFound = () => new AppError(404, 'page.not_found', 'Page not found.');
const versionNotFound = (version: number) => new AppError(404, 'page.version_not_found', `Version ${version} of this page does not exist.`);

/** Every released version of a page, newest first, with who released it. */
async function listVersionRows(tx: Executor, pageId: string) {
  return tx
    .select({
      version: pageVersions.version,
      releasedAt: pageVersions.releasedAt,
      releasedById: pageVersions.releasedBy,
      note: pageVersions.note,
      realName: users.realName,
      nickName: users.nickName,
      account: users.account,
    })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.releasedBy))
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.version));
}

/** A page's release history (immutable versions), newest first. */
export function listVersions(db: Db, school: SchoolRef, pageId: string) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId });
    if (!page) throw pageNotFound();
    return listVersionRows(tx, page.id);
  });
}

/** One released version's document, led up to the current block versions, to preview it. */
export function readVersion(db: Db, school: SchoolRef, input: { pageId: string; version: number }) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId: input.pageId });
    if (!page) throw pageNotFound();
    const [row] = await tx.select().from(pageVersions).where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.version, input.version)));
    if (!row) throw versionNotFound(input.version);
    return { version: row.version, releasedAt: row.releasedAt, note: row.note, document: documentPipeline()(row.document) };
  });
}

/**
 * Rolls back by releasing an old version's document again as the next version; the old one stays as
 * it was. The draft takes that document too (a new revision), so the designer continues from it.
 */
export function rollBackTo(db: Db, school: SchoolRef, input: { pageId: string; version: number; userId: string }) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId: input.pageId });
    if (!page) throw pageNotFound();
    const [old] = await tx.select().from(pageVersions).where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.version, input.version)));
    if (!old) throw versionNotFound(input.version);
    const draft = await repo.findDraft(tx, page.id, true);
    if (!draft) throw pageNotFound();
    // Led up to the current block versions and checked, as every release is.
    const document = documentPipeline()(old.document);
    const released = await publishVersion(tx, school, { pageId: page.id, document, userId: input.userId, note: null });
    const revision = (await repo.updateDraft(tx, page.id, draft.revision, document, input.userId))!;
    return { version: released.version, releasedAt: released.releasedAt, restoredFrom: old.version, revision };
  });
}
