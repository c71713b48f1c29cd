import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { resources, schoolFans, spaceItems, spaceSettings, spaceVisitors, studyProgress, userFollows, users, enrollments } from '../../db/schema';
import type { Executor } from '../../db/tenant';

/** The public face of a member in lists: never their mobile or e-mail. */
export const personColumns = { id: users.id, realName: users.realName, nickName: users.nickName, avatarUrl: users.avatarUrl };
export type PersonRow = { id: string; realName: string; nickName: string; avatarUrl: string };

/** A member's settings row, or undefined for the defaults. */
export async function findSettings(tx: Executor, schoolId: string, userId: string) {
  const [row] = await tx.select().from(spaceSettings).where(and(eq(spaceSettings.schoolId, schoolId), eq(spaceSettings.userId, userId))).limit(1);
  return row;
}

export async function upsertSettings(tx: Executor, row: typeof spaceSettings.$inferInsert) {
  const { tenantId: _t, schoolId: _s, userId: _u, ...set } = row;
  await tx.insert(spaceSettings).values(row).onConflictDoUpdate({ target: [spaceSettings.tenantId, spaceSettings.schoolId, spaceSettings.userId], set: { ...set, updatedAt: new Date() } });
}

export async function countFollows(tx: Executor, schoolId: string, userId: string) {
  const [fans] = await tx.select({ n: count() }).from(userFollows).where(and(eq(userFollows.schoolId, schoolId), eq(userFollows.followeeId, userId)));
  const [follows] = await tx.select({ n: count() }).from(userFollows).where(and(eq(userFollows.schoolId, schoolId), eq(userFollows.followerId, userId)));
  return { fans: Number(fans?.n ?? 0), follows: Number(follows?.n ?? 0) };
}

export async function isFollowing(tx: Executor, schoolId: string, followerId: string, followeeId: string) {
  const [row] = await tx.select({ n: count() }).from(userFollows)
    .where(and(eq(userFollows.schoolId, schoolId), eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  return Number(row?.n ?? 0) > 0;
}

/** Fans (people following `userId`) or follows (people `userId` follows), newest first. */
export async function pageFollowList(tx: Executor, schoolId: string, userId: string, which: 'fans' | 'follows', limit: number, offset: number) {
  const own = which === 'fans' ? userFollows.followeeId : userFollows.followerId;
  const other = which === 'fans' ? userFollows.followerId : userFollows.followeeId;
  const where = and(eq(userFollows.schoolId, schoolId), eq(own, userId));
  const [total] = await tx.select({ n: count() }).from(userFollows).where(where);
  const list = await tx.select({ ...personColumns, since: userFollows.createdAt }).from(userFollows).innerJoin(users, eq(users.id, other))
    .where(where).orderBy(desc(userFollows.createdAt), desc(users.id)).limit(limit).offset(offset);
  return { list, total: Number(total?.n ?? 0) };
}

export async function insertFollow(tx: Executor, row: typeof userFollows.$inferInsert) {
  await tx.insert(userFollows).values(row).onConflictDoNothing();
}

export async function deleteFollow(tx: Executor, schoolId: string, followerId: string, followeeId: string) {
  await tx.delete(userFollows).where(and(eq(userFollows.schoolId, schoolId), eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
}

export async function recordVisit(tx: Executor, row: typeof spaceVisitors.$inferInsert) {
  await tx.insert(spaceVisitors).values(row).onConflictDoUpdate({
    target: [spaceVisitors.tenantId, spaceVisitors.schoolId, spaceVisitors.ownerId, spaceVisitors.visitorId], set: { visitedAt: new Date() },
  });
}

export async function pageVisitors(tx: Executor, schoolId: string, ownerId: string, limit: number, offset: number) {
  const where = and(eq(spaceVisitors.schoolId, schoolId), eq(spaceVisitors.ownerId, ownerId));
  const [total] = await tx.select({ n: count() }).from(spaceVisitors).where(where);
  const list = await tx.select({ ...personColumns, visitedAt: spaceVisitors.visitedAt }).from(spaceVisitors).innerJoin(users, eq(users.id, spaceVisitors.visitorId))
    .where(where).orderBy(desc(spaceVisitors.visitedAt)).limit(limit).offset(offset);
  return { list, total: Number(total?.n ?? 0) };
}

export async function pageItems(tx: Executor, schoolId: string, userId: string, kind: 'dynamic' | 'work', limit: number, offset: number) {
  const where = and(eq(spaceItems.schoolId, schoolId), eq(spaceItems.userId, userId), eq(spaceItems.kind, kind));
  const [total] = await tx.select({ n: count() }).from(spaceItems).where(where);
  const list = await tx.select().from(spaceItems).where(where).orderBy(desc(spaceItems.createdAt), desc(spaceItems.id)).limit(limit).offset(offset);
  return { list, total: Number(total?.n ?? 0) };
}

export async function insertItem(tx: Executor, row: typeof spaceItems.$inferInsert) {
  await tx.insert(spaceItems).values(row);
}

/** Courses, exams and classes a member enrolled in, with their progress. */
export function studyList(tx: Executor, schoolId: string, userId: string, types: number[]) {
  return tx
    .select({ id: resources.id, type: resources.type, title: resources.title, coverUrl: resources.coverUrl, percent: studyProgress.percent, enrolledAt: enrollments.createdAt })
    .from(enrollments)
    .innerJoin(resources, and(eq(resources.tenantId, enrollments.tenantId), eq(resources.id, enrollments.resourceId)))
    .leftJoin(studyProgress, and(eq(studyProgress.tenantId, enrollments.tenantId), eq(studyProgress.resourceId, enrollments.resourceId), eq(studyProgress.userId, enrollments.userId)))
    .where(and(eq(enrollments.userId, userId), eq(resources.schoolId, schoolId), inArray(resources.type, types)))
    .orderBy(desc(enrollments.createdAt));
}

export async function isSchoolFan(tx: Executor, schoolId: string, userId: string) {
  const [row] = await tx.select({ n: count() }).from(schoolFans).where(and(eq(schoolFans.schoolId, schoolId), eq(schoolFans.userId, userId)));
  return Number(row?.n ?? 0) > 0;
}

export async function pageSchoolFans(tx: Executor, schoolId: string, limit: number, offset: number) {
  const where = eq(schoolFans.schoolId, schoolId);
  const [total] = await tx.select({ n: count() }).from(schoolFans).where(where);
  const list = await tx.select({ ...personColumns, since: schoolFans.createdAt }).from(schoolFans).innerJoin(users, eq(users.id, schoolFans.userId))
    .where(where).orderBy(desc(schoolFans.createdAt), desc(users.id)).limit(limit).offset(offset);
  return { list, total: Number(total?.n ?? 0) };
}

export async function insertSchoolFan(tx: Executor, row: typeof schoolFans.$inferInsert) {
  await tx.insert(schoolFans).values(row).onConflictDoNothing();
}

export async function deleteSchoolFan(tx: Executor, schoolId: string, userId: string) {
  await tx.delete(schoolFans).where(and(eq(schoolFans.schoolId, schoolId), eq(schoolFans.userId, userId)));
}
