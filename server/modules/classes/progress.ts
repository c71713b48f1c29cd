import { and, eq, inArray } from 'drizzle-orm';
import { resources } from '../../db/schema';
import { classCertificates, classProgress } from '../../db/schema-classes';
import type { Tx } from '../../db/tenant';
import type { ClassAccess } from './access';
import { allSessions } from './sessions';
import { attendedCounts } from './attendance';

/** The mean of the items' progress, rounded; 0 with no items. */
export const totalOf = (items: { progress: number }[]) => (items.length === 0 ? 0 : Math.round(items.reduce((sum, i) => sum + i.progress, 0) / items.length));

/**
 * A learner's progress in a class: each curriculum and exam its sessions cover (0 until started),
 * sessions attended, and the total (the mean of the curricula and exams).
 */
export async function classProgressOf(tx: Tx, access: ClassAccess, userId: string) {
  const sessions = await allSessions(tx, access.row.id);
  const curriculumIds = [...new Set(sessions.map((s) => s.curriculumId).filter((id): id is string => !!id))];
  const examIds = [...new Set(sessions.map((s) => s.examId).filter((id): id is string => !!id))];
  const ids = [...curriculumIds, ...examIds];
  const titles = ids.length === 0 ? [] : await tx.select({ id: resources.id, title: resources.title }).from(resources).where(inArray(resources.id, ids));
  const rows = await tx.select().from(classProgress).where(and(eq(classProgress.classId, access.row.id), eq(classProgress.userId, userId)));
  const item = (type: 'curriculum' | 'exam') => (id: string) => {
    const row = rows.find((r) => r.itemType === type && r.itemId === id);
    return { id, title: titles.find((t) => t.id === id)?.title ?? {}, progress: row?.progress ?? 0, score: row?.score ?? null };
  };
  const curriculum = curriculumIds.map(item('curriculum'));
  const exam = examIds.map(item('exam'));
  const attended = (await attendedCounts(tx, access.row.id, [userId])).get(userId) ?? 0;
  return { classId: access.row.id, userId, curriculum, exam, attended, sessions: sessions.length, total: totalOf([...curriculum, ...exam]) };
}

/** Total progress of several learners of a class (the lecture screen and the spreadsheet). */
export async function totalsOf(tx: Tx, classId: string, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const sessions = await allSessions(tx, classId);
  const items = new Set([...sessions.map((s) => `curriculum:${s.curriculumId}`), ...sessions.map((s) => `exam:${s.examId}`)].filter((k) => !k.endsWith(':null')));
  const rows = await tx.select().from(classProgress).where(and(eq(classProgress.classId, classId), inArray(classProgress.userId, userIds)));
  return new Map(userIds.map((userId) => {
    const mine = [...items].map((key) => ({ progress: rows.find((r) => r.userId === userId && `${r.itemType}:${r.itemId}` === key)?.progress ?? 0 }));
    return [userId, totalOf(mine)];
  }));
}

/** The user's progress in each curriculum (best over the school's classes; 0 when never started). */
export async function curriculumProgress(tx: Tx, userId: string, curriculumIds: string[]) {
  const rows = await tx.select().from(classProgress)
    .where(and(eq(classProgress.userId, userId), eq(classProgress.itemType, 'curriculum'), inArray(classProgress.itemId, curriculumIds)));
  return curriculumIds.map((curriculumId) => ({
    curriculumId, progress: Math.max(0, ...rows.filter((r) => r.itemId === curriculumId).map((r) => r.progress)),
  }));
}

/** The user's results in each exam (best over the school's classes). */
export async function examResults(tx: Tx, userId: string, examIds: string[]) {
  const rows = await tx.select().from(classProgress)
    .where(and(eq(classProgress.userId, userId), eq(classProgress.itemType, 'exam'), inArray(classProgress.itemId, examIds)));
  const titles = await tx.select({ id: resources.id, title: resources.title }).from(resources).where(inArray(resources.id, examIds));
  return examIds.map((examId) => {
    const mine = rows.filter((r) => r.itemId === examId);
    const score = mine.reduce<number | null>((best, r) => (r.score === null ? best : Math.max(best ?? 0, r.score)), null);
    return { examId, title: titles.find((t) => t.id === examId)?.title ?? null, progress: Math.max(0, ...mine.map((r) => r.progress)), score, passed: score !== null && score >= 60 };
  });
}

/** The user's certificates of a class. */
export async function certificatesOf(tx: Tx, access: ClassAccess, userId: string) {
  const rows = await tx.select().from(classCertificates).where(and(eq(classCertificates.classId, access.row.id), eq(classCertificates.userId, userId)));
  return rows.map((r) => ({ id: r.id, classId: r.classId, className: access.row.title, name: r.name, certificateNo: r.certificateNo, issuedAt: r.issuedAt.toISOString() }));
}

/** Which of these users hold the class's certificate. */
export async function certifiedUsers(tx: Tx, classId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.select({ userId: classCertificates.userId }).from(classCertificates).where(and(eq(classCertificates.classId, classId), inArray(classCertificates.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}
