import type { DraftRow, PageRow, VersionRow } from './repository';

/** A page's identity as every page response shows it. */
export function presentPageRef(page: PageRow) {
  return { id: page.id, schoolId: page.schoolId, code: page.code, name: page.name };
}

/** A released page for the renderer. */
export function presentReleasedPage(page: PageRow, version: Pick<VersionRow, 'version' | 'document'> & { releasedAt: Date | null }) {
  return { page: presentPageRef(page), version: version.version, releasedAt: version.releasedAt?.toISOString() ?? null, document: version.document };
}

/** A draft for the designer. */
export function presentDraft(page: PageRow, draft: DraftRow) {
  return { page: presentPageRef(page), revision: draft.revision, document: draft.document, updatedAt: draft.updatedAt.toISOString() };
}

/** One row of a school's page list. */
export function presentPageListItem(row: { id: string; code: string; name: PageRow['name']; releasedVersion: number | null }) {
  return { id: row.id, code: row.code, name: row.name, releasedVersion: row.releasedVersion ?? null };
}
