import type { Executor } from '../../db/tenant';
import { markDecorated, type SchoolRef } from '../schools/repository';
import * as repo from './repository';

/**
 * Appends a document as the page's next immutable version and marks the school decorated: what every
 * release does, whether of the draft or of an old version again (rollback). Call inside withTenant.
 */
export async function publishVersion(tx: Executor, school: SchoolRef, input: { pageId: string; document: unknown; userId: string; note?: string | null }) {
  const latest = await repo.findLatestVersion(tx, input.pageId);
  const version = await repo.insertVersion(tx, {
    tenantId: school.tenantId,
    pageId: input.pageId,
    version: (latest?.version ?? 0) + 1,
    document: input.document as never,
    releasedBy: input.userId,
    note: input.note || null,
  });
  await markDecorated(tx, school.id);
  return version;
}
