import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AddAttendanceAttachment } from '../../../schemas/class-management';
import { nextId } from '../../db/ids';
import { classAttendance, classAttendanceAttachments, classFiles, classSessions } from '../../db/schema-classes';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { classFileUrl, kindOf, listedName, requireOwnFile } from '../class-files/service';
import type { ClassAccess } from './access';
import { offsetOf, paged, type PageRequest } from './paging';
import { allSessions, findSession, presentSession } from './sessions';

/** Sign-in opens this long before a session starts. */
export const SIGN_IN_OPENS_MS = 60 * 60 * 1000;
export const attendanceNotFound = () => new AppError(404, 'class.attendance_not_found', 'Attendance record not found.');

/**
 * Signs the learner in to a session of the class: from an hour before it starts; 'present' until it
 * ends, 'late' after. Signing in again answers the first record.
 */
export async function signIn(tx: Tx, access: ClassAccess, userId: string, sessionId: string, now = new Date()) {
  const session = await findSession(tx, sessionId);
  if (session.classId !== access.row.id) throw new AppError(404, 'class.session_not_found', 'Session not found.');
  if (now.getTime() < session.startsAt.getTime() - SIGN_IN_OPENS_MS) {
    throw new AppError(422, 'class.sign_in_not_open', 'Sign-in opens an hour before the session starts.', [{ opensAt: new Date(session.startsAt.getTime() - SIGN_IN_OPENS_MS).toISOString() }]);
  }
  const status = now.getTime() <= session.endsAt.getTime() ? 'present' : 'late';
  await tx.insert(classAttendance).values({ tenantId: access.school.tenantId, id: nextId(), sessionId, userId, status, signedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(classAttendance).where(and(eq(classAttendance.sessionId, sessionId), eq(classAttendance.userId, userId)));
  return presentRecord(row!);
}

function presentRecord(r: typeof classAttendance.$inferSelect, attachmentCount = 0) {
  return { attendanceId: r.id, scheduleId: r.sessionId, status: r.status, signedAt: r.signedAt.toISOString(), attachmentCount };
}

/** Every session of the class with the user's sign-in (null when not signed in). */
export async function attendanceRecords(tx: Tx, access: ClassAccess, userId: string) {
  const sessions = await allSessions(tx, access.row.id);
  const records = sessions.length === 0 ? [] : await tx.select().from(classAttendance)
    .where(and(eq(classAttendance.userId, userId), inArray(classAttendance.sessionId, sessions.map((s) => s.id))));
  const counts = records.length === 0 ? [] : await tx.select({ id: classAttendanceAttachments.attendanceId, n: count() }).from(classAttendanceAttachments)
    .where(inArray(classAttendanceAttachments.attendanceId, records.map((r) => r.id))).groupBy(classAttendanceAttachments.attendanceId);
  const now = Date.now();
  const next = sessions.find((s) => s.endsAt.getTime() > now);
  return {
    nextSessionId: next?.id ?? null,
    list: sessions.map((s) => {
      const record = records.find((r) => r.sessionId === s.id);
      return {
        session: presentSession(s, null, now),
        signInOpen: now >= s.startsAt.getTime() - SIGN_IN_OPENS_MS,
        record: record ? presentRecord(record, Number(counts.find((c) => c.id === record.id)?.n ?? 0)) : null,
      };
    }),
  };
}

/** A session with the class it belongs to (the check-view page). */
export async function sessionClass(tx: Tx, sessionId: string) {
  return findSession(tx, sessionId);
}

/** An attendance record with its class. */
export async function findAttendance(tx: Tx, attendanceId: string) {
  const [row] = await tx.select({ record: classAttendance, classId: classSessions.classId }).from(classAttendance)
    .innerJoin(classSessions, eq(classSessions.id, classAttendance.sessionId)).where(eq(classAttendance.id, attendanceId));
  if (!row) throw attendanceNotFound();
  return row;
}

/** A page of a record's proof attachments, oldest first. */
export async function listAttendanceAttachments(tx: Tx, access: ClassAccess, attendanceId: string, page: PageRequest) {
  const rows = await tx.select({
    id: classAttendanceAttachments.id, fileId: classAttendanceAttachments.fileId, name: classAttendanceAttachments.name,
    attachmentType: classAttendanceAttachments.attachmentType, createdAt: classAttendanceAttachments.createdAt, contentType: classFiles.contentType,
    accessKey: classFiles.accessKey,
  }).from(classAttendanceAttachments).innerJoin(classFiles, eq(classFiles.id, classAttendanceAttachments.fileId))
    .where(eq(classAttendanceAttachments.attendanceId, attendanceId))
    .orderBy(asc(classAttendanceAttachments.createdAt), asc(classAttendanceAttachments.id)).limit(page.pageSize).offset(offsetOf(page));
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(classAttendanceAttachments).where(eq(classAttendanceAttachments.attendanceId, attendanceId));
  return paged(rows.map((r) => ({
    id: r.id, attendanceId, uuid: r.fileId, name: r.name, attachmentType: r.attachmentType, contentType: r.contentType,
    url: classFileUrl(access.school.id, { id: r.fileId, accessKey: r.accessKey }), createdAt: r.createdAt.toISOString(),
  })), Number(total), page);
}

/** Adds a proof file the learner uploaded to their own record. */
export async function addAttendanceAttachment(tx: Tx, access: ClassAccess, userId: string, body: AddAttendanceAttachment) {
  const file = await requireOwnFile(tx, access.school.id, userId, body.uuid);
  const id = nextId();
  await tx.insert(classAttendanceAttachments).values({
    tenantId: access.school.tenantId, id, attendanceId: body.attendanceId, fileId: file.id, name: listedName(body.name, file), attachmentType: kindOf(file, body.attachmentType),
  });
  return { id, url: classFileUrl(access.school.id, file) };
}

export async function findAttendanceAttachment(tx: Tx, id: string) {
  const [row] = await tx.select().from(classAttendanceAttachments).where(eq(classAttendanceAttachments.id, id));
  if (!row) throw new AppError(404, 'class.attachment_not_found', 'Attachment not found.');
  return row;
}

export async function deleteAttendanceAttachment(tx: Tx, id: string) {
  await tx.delete(classAttendanceAttachments).where(eq(classAttendanceAttachments.id, id));
}

/** Sign-ins per user over the class's sessions. */
export async function attendedCounts(tx: Tx, classId: string, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.select({ userId: classAttendance.userId, n: count() }).from(classAttendance)
    .innerJoin(classSessions, eq(classSessions.id, classAttendance.sessionId))
    .where(and(eq(classSessions.classId, classId), inArray(classAttendance.userId, userIds))).groupBy(classAttendance.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

