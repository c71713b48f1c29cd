import ExcelJS from 'exceljs';
import { asc, count, eq } from 'drizzle-orm';
import { resolveLocalized } from '../../../schemas/localized-text';
import { enrollments, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import type { ClassAccess } from './access';
import { attendedCounts } from './attendance';
import { offsetOf, paged, type PageRequest } from './paging';
import { certifiedUsers, totalsOf } from './progress';
import { allSessions, nameOf } from './sessions';

/** A page of the class's students (in enrolment order) with sign-ins, total progress and certificate. */
export async function studentPage(tx: Tx, access: ClassAccess, page: PageRequest | null) {
  const base = tx.select({
    userId: users.id, account: users.account, realName: users.realName, nickName: users.nickName, mobile: users.mobile, email: users.email, enrolledAt: enrollments.createdAt,
  }).from(enrollments).innerJoin(users, eq(users.id, enrollments.userId)).where(eq(enrollments.resourceId, access.row.id))
    .orderBy(asc(enrollments.createdAt), asc(users.id));
  const rows = page ? await base.limit(page.pageSize).offset(offsetOf(page)) : await base;
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(enrollments).where(eq(enrollments.resourceId, access.row.id));
  const ids = rows.map((r) => r.userId);
  const [attended, totals, certified] = await Promise.all([attendedCounts(tx, access.row.id, ids), totalsOf(tx, access.row.id, ids), certifiedUsers(tx, access.row.id, ids)]);
  const list = rows.map((r) => ({
    userId: r.userId, name: nameOf(r), account: r.account, mobile: r.mobile, email: r.email, enrolledAt: r.enrolledAt.toISOString(),
    attended: attended.get(r.userId) ?? 0, totalProgress: totals.get(r.userId) ?? 0, certified: certified.has(r.userId),
  }));
  return { list, total: Number(total) };
}

/** The lecture screen: the class's sessions count and next session, and students ten a page. */
export async function lectureScreen(tx: Tx, access: ClassAccess, page: PageRequest) {
  const sessions = await allSessions(tx, access.row.id);
  const next = sessions.find((s) => s.endsAt.getTime() > Date.now());
  const { list, total } = await studentPage(tx, access, page);
  return {
    classId: access.row.id, name: access.row.title, sessionCount: sessions.length, nextSessionId: next?.id ?? null,
    enrolledCount: access.row.enrolledCount, capacity: access.row.capacity, students: paged(list, total, page),
  };
}

/** The class's students as an .xlsx workbook (names in any script kept as they are). */
export async function studentWorkbook(tx: Tx, access: ClassAccess, locale: string): Promise<{ fileName: string; bytes: Buffer }> {
  const { list } = await studentPage(tx, access, null);
  const sessions = (await allSessions(tx, access.row.id)).length;
  const className = resolveLocalized(access.row.title, locale as never) || access.row.id;
  const book = new ExcelJS.Workbook();
  book.creator = 'School portal';
  const sheet = book.addWorksheet('Students');
  sheet.columns = [
    { header: 'Name', key: 'name', width: 24 }, { header: 'Account', key: 'account', width: 22 }, { header: 'Mobile', key: 'mobile', width: 16 },
    { header: 'E-mail', key: 'email', width: 28 }, { header: 'Enrolled at', key: 'enrolledAt', width: 22 },
    { header: `Sessions attended (of ${sessions})`, key: 'attended', width: 22 }, { header: 'Total progress %', key: 'totalProgress', width: 16 },
    { header: 'Certificate', key: 'certified', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const s of list) sheet.addRow({ ...s, enrolledAt: new Date(s.enrolledAt), certified: s.certified ? 'yes' : 'no' });
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `${className.replace(/[\\/:*?"<>|]/g, '_')} - students.xlsx`, bytes };
}
