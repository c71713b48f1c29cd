import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/tenant';
import { uploads } from './table';

/** The ids among `ids` that are stored uploads of this school by this user. */
export async function storedUploadIds(tx: Executor, schoolId: string, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: uploads.id }).from(uploads)
    .where(and(eq(uploads.schoolId, schoolId), eq(uploads.userId, userId), eq(uploads.status, 'stored'), inArray(uploads.id, ids)));
  return new Set(rows.map((r) => r.id));
}
