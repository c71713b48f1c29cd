import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { classAttendance, classLecturers, classSessions } from '../../db/schema-classes';
import { users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { offsetOf, paged, type PageRequest } from './paging';

export type SessionRow = typeof classSessions.$inferSelect;
export const sessionNotFound = () => new AppError(404, 'class.session_not_found', 'Session not found.');

/** A user's name as shown: real name, else nick name, else account. */
export const nameOf = (u: { realName: string; nickName: string; account: string }) => u.realName || u.nickName || u.account;

/** A session for the screens: times as ISO text, the lecturer by name. */
export function presentSession(s: SessionRow, lecturerName: string | null, now = Date.now()) {
  return {
    id: s.id, classId: s.classId, title: s.title, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(),
    place: s.place, liveUrl: s.liveUrl, lecturerId: s.lecturerId, lecturerName, curriculumId: s.curriculumId, examId: s.examId,
    status: s.endsAt.getTime() <= now ? 'ended' : s.startsAt.getTime() <= now ? 'ongoing' : 'upcoming',
  };
}

async function lecturerNames(tx: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, realName: users.realName, nickName: users.nickName, account: users.account }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, nameOf(r)]));
}

/** Every session of a class, earliest first. */
export async function allSessions(tx: Tx, classId: string): Promise<SessionRow[]> {
  return tx.select().from(classSessions).where(eq(classSessions.classId, classId)).orderBy(asc(classSessions.startsAt), asc(classSessions.id));
}

/** A page of a class's sessions (earliest first, or latest first with asc false), with the next one marked. */
export async function listSchedules(tx: Tx, classId: string, page: PageRequest, ascending: boolean) {
  const order = ascending ? [asc(classSessions.startsAt), asc(classSessions.id)] : [desc(classSessions.startsAt), desc(classSessions.id)];
  const rows = await tx.select().from(classSessions).where(eq(classSessions.classId, classId)).orderBy(...order).limit(page.pageSize).offset(offsetOf(page));
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(classSessions).where(eq(classSessions.classId, classId));
  const names = await lecturerNames(tx, rows.map((r) => r.lecturerId));
  const next = (await allSessions(tx, classId)).find((s) => s.endsAt.getTime() > Date.now());
  return { ...paged(rows.map((r) => presentSession(r, r.lecturerId ? names.get(r.lecturerId) ?? null : null)), total, page), nextSessionId: next?.id ?? null };
}

/** The class's lecturers, each with the sessions they give, a page of lecturers at a time. */
export async function lecturerSchedule(tx: Tx, classId: string, page: PageRequest) {
  const lecturers = await tx.select({ id: users.id, realName: users.realName, nickName: users.nickName, account: users.account, avatarUrl: users.avatarUrl })
    .from(classLecturers).innerJoin(users, eq(users.id, classLecturers.userId))
    .where(eq(classLecturers.classId, classId)).orderBy(asc(classLecturers.createdAt), asc(users.id));
  const slice = lecturers.slice(offsetOf(page), offsetOf(page) + page.pageSize);
  const sessions = slice.length === 0 ? [] : await tx.select().from(classSessions)
    .where(and(eq(classSessions.classId, classId), isNotNull(classSessions.lecturerId), inArray(classSessions.lecturerId, slice.map((l) => l.id))))
    .orderBy(asc(classSessions.startsAt));
  const list = slice.map((l) => ({
    userId: l.id, name: nameOf(l), avatarUrl: l.avatarUrl,
    sessions: sessions.filter((s) => s.lecturerId === l.id).map((s) => presentSession(s, nameOf(l))),
  }));
  return paged(list, lecturers.length, page);
}

/** One session of a class (404 class.session_not_found). */
export async function findSession(tx: Tx, sessionId: string): Promise<SessionRow> {
  const [row] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!row) throw sessionNotFound();
  return row;
}

/** How many learners signed in to each session. */
export async function attendanceCounts(tx: Tx, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await tx.select({ id: classAttendance.sessionId, n: count() }).from(classAttendance)
    .where(inArray(classAttendance.sessionId, sessionIds)).groupBy(classAttendance.sessionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
