import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/tenant';
import { uploads, type UploadAudience, type UploadRow } from './table';

/** The stored uploads among `ids` of this school by this user, with their keys. */
export async function ownStoredUploads(tx: Executor, schoolId: string, userId: string, ids: string[]): Promise<Pick<UploadRow, 'id' | 'accessKey'>[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: uploads.id, accessKey: uploads.accessKey }).from(uploads)
    .where(and(eq(uploads.schoolId, schoolId), eq(uploads.userId, userId), eq(uploads.status, 'stored'), inArray(uploads.id, ids)));
}

/** A stored upload of the transaction's tenant, or undefined (a slot not yet filled counts as none). */
export async function findStoredUpload(tx: Executor, id: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.status, 'stored')));
  return row;
}

/** An upload slot of the school, whatever its state. */
export async function findSlot(tx: Executor, schoolId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.schoolId, schoolId)));
  return row;
}

/** Gives uploads an audience (feedback pictures become the sender's and the administrators'). */
export async function setAudience(tx: Executor, ids: string[], audience: UploadAudience): Promise<void> {
  if (ids.length > 0) await tx.update(uploads).set({ audience }).where(inArray(uploads.id, ids));
}
