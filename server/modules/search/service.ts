import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant, type Executor } from '../../db/tenant';
import type { SchoolRef } from '../schools/repository';
import { hideHistory, insertSearch, recentKeywords, searchedSince, topKeywords } from './repository';

const HOT_LIMIT = 10;
const HISTORY_LIMIT = 10;
/** Several blocks of one search page list with the same keyword at once: count that as one search. */
const REPEAT_WINDOW_MS = 60_000;

/** Records a keyword search unless the same person searched it within the last minute. */
export async function recordSearch(tx: Executor, school: SchoolRef, userId: string | null, keyword: string, now: Date): Promise<void> {
  if (await searchedSince(tx, school.id, userId, keyword, new Date(now.getTime() - REPEAT_WINDOW_MS))) return;
  await insertSearch(tx, { tenantId: school.tenantId, id: nextId(), schoolId: school.id, userId, keyword, createdAt: now });
}

/** The school's top keywords and the user's own recent ones (none for visitors). */
export function hotSearch(db: Db, school: SchoolRef, userId: string | null): Promise<{ hot: string[]; history: string[] }> {
  return withTenant(db, school.tenantId, async (tx) => ({
    hot: await topKeywords(tx, school.id, HOT_LIMIT),
    history: userId ? await recentKeywords(tx, school.id, userId, HISTORY_LIMIT) : [],
  }));
}

/** Clears the user's search history in the school. */
export function clearHistory(db: Db, school: SchoolRef, userId: string): Promise<void> {
  return withTenant(db, school.tenantId, (tx) => hideHistory(tx, school.id, userId));
}
