import { systemPageDefault } from '../../../blocks/system-pages';
import { emptyDocument } from '../../../schemas/page-document';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant, type Executor } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { documentPipeline } from './document-pipeline';
import { publishVersion } from './publish';
import * as repo from './repository';
import { isSystemPageCode, SYSTEM_PAGES } from './system-pages';

const pageNotFound = () => new AppError(404, 'page.not_found', 'Page not found.');
const stale = (currentRevision: number) =>
  new AppError(409, 'page.stale_revision', 'The draft was changed by someone else; reload it or save over it.', [{ currentRevision }]);

/** Gives a school every system page it lacks, each with an empty draft at revision 0. */
export async function ensureSystemPages(tx: Executor, school: { id: string; tenantId: string }): Promise<void> {
  for (const page of SYSTEM_PAGES) {
    await repo.insertPageWithDraft(tx, { tenantId: school.tenantId, id: nextId(), schoolId: school.id, code: page.code, name: page.name }, emptyDocument());
  }
}

/** A school's pages and their latest released versions (a school made before a system page existed gets it now). */
export function listPages(db: Db, school: SchoolRef) {
  return withTenant(db, school.tenantId, async (tx) => {
    const pages = await repo.listPages(tx, school.id);
    if (SYSTEM_PAGES.every((system) => pages.some((p) => p.code === system.code))) return pages;
    await ensureSystemPages(tx, school);
    return repo.listPages(tx, school.id);
  });
}

/** The latest released version of a page, found by id or code; an unreleased system page's default as version 0. */
export function getReleasedPage(db: Db, school: SchoolRef, key: { pageId?: string; code?: string }) {
  return withTenant(db, school.tenantId, async (tx) => {
    let page = await repo.findPage(tx, school.id, key);
    // A system page newer than the school: add the school's missing system pages, then read again.
    if (!page && key.code && isSystemPageCode(key.code)) {
      await ensureSystemPages(tx, school);
      page = await repo.findPage(tx, school.id, key);
    }
    if (!page) throw pageNotFound();
    const version = await repo.findLatestVersion(tx, page.id);
    if (version) return { page, version };
    // A system page works before its first release: it shows its default document as version 0.
    if (isSystemPageCode(page.code)) return { page, version: { version: 0, releasedAt: null, document: systemPageDefault(page.code) } };
    throw new AppError(404, 'page.not_released', 'This page has not been released yet.');
  });
}

/**
 * The document a draft stands for: a system page never saved nor released starts from its default
 * document (what visitors see as version 0), so decorating and releasing it keeps that content.
 */
async function draftDocument(tx: Executor, page: repo.PageRow, draft: repo.DraftRow) {
  if (draft.revision !== 0 || !isSystemPageCode(page.code) || (await repo.findLatestVersion(tx, page.id))) return draft.document;
  return systemPageDefault(page.code);
}

/** A page's current draft. */
export function getDraft(db: Db, school: SchoolRef, pageId: string) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId });
    if (!page) throw pageNotFound();
    const draft = await repo.findDraft(tx, page.id);
    if (!draft) throw pageNotFound();
    return { page, draft: { ...draft, document: await draftDocument(tx, page, draft) } };
  });
}

/**
 * Saves a draft when `revision` is the current one. The document is migrated, validated and
 * sanitized first, so an invalid document changes nothing. Returns the new revision.
 */
export async function saveDraft(db: Db, school: SchoolRef, input: { pageId: string; revision: number; document: unknown; userId: string }): Promise<number> {
  const document = documentPipeline()(input.document);
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId: input.pageId });
    if (!page) throw pageNotFound();
    const revision = await repo.updateDraft(tx, page.id, input.revision, document, input.userId);
    if (revision !== undefined) return revision;
    const draft = await repo.findDraft(tx, page.id);
    if (!draft) throw pageNotFound();
    throw stale(draft.revision);
  });
}

/**
 * Releases the current draft as the next immutable version and marks the school decorated.
 * With `revision`, refuses (409) when the draft moved on since the caller saw it.
 */
export function releasePage(db: Db, school: SchoolRef, input: { pageId: string; revision?: number; userId: string; note?: string | null }) {
  return withTenant(db, school.tenantId, async (tx) => {
    const page = await repo.findPage(tx, school.id, { pageId: input.pageId });
    if (!page) throw pageNotFound();
    const draft = await repo.findDraft(tx, page.id, true);
    if (!draft) throw pageNotFound();
    if (input.revision !== undefined && input.revision !== draft.revision) throw stale(draft.revision);
    const document = documentPipeline()(await draftDocument(tx, page, draft));
    return publishVersion(tx, school, { pageId: page.id, document, userId: input.userId, note: input.note });
  });
}
