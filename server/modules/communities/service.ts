import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ACTIVITY_STATUS, ENROLLMENT } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { activityEnrollments, communities, communityActivities, communitySections, communitySubscriptions } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { requireVisitor } from '../schools/access';
import type { SchoolRef } from '../schools/repository';

/** unstarted 1, ongoing 2, ended 3 (spec §3) at `now`. */
export function activityStatus(startsAt: Date, endsAt: Date, now = Date.now()): number {
  if (now < startsAt.getTime()) return ACTIVITY_STATUS.unstarted;
  return now < endsAt.getTime() ? ACTIVITY_STATUS.ongoing : ACTIVITY_STATUS.ended;
}

const countBy = <K extends string>(rows: { key: K; n: number }[]) => new Map(rows.map((r) => [r.key, Number(r.n)]));

/** A school's knowledge communities with sections, subscription and activities (enrolment per viewer). */
export async function listCommunities(db: Db, school: SchoolRef, user: UserRow | null, communityId?: string) {
  await requireVisitor(db, user, school);
  return withTenant(db, school.tenantId, async (tx) => {
    const list = await tx.select().from(communities)
      .where(and(eq(communities.schoolId, school.id), communityId ? eq(communities.id, communityId) : undefined)).orderBy(asc(communities.createdAt), asc(communities.id));
    if (communityId && list.length === 0) throw new AppError(404, 'community.not_found', 'No such community in this school.');
    const ids = list.map((c) => c.id);
    if (ids.length === 0) return [];
    const [sections, activities, subscribers, mine] = await Promise.all([
      tx.select().from(communitySections).where(inArray(communitySections.communityId, ids)).orderBy(asc(communitySections.sortOrder), asc(communitySections.id)),
      tx.select().from(communityActivities).where(inArray(communityActivities.communityId, ids)).orderBy(asc(communityActivities.startsAt), asc(communityActivities.id)),
      tx.select({ key: communitySubscriptions.communityId, n: count() }).from(communitySubscriptions).where(inArray(communitySubscriptions.communityId, ids)).groupBy(communitySubscriptions.communityId),
      user ? tx.select({ id: communitySubscriptions.communityId }).from(communitySubscriptions).where(and(inArray(communitySubscriptions.communityId, ids), eq(communitySubscriptions.userId, user.id))) : Promise.resolve([]),
    ]);
    const activityIds = activities.map((a) => a.id);
    const [enrolled, myEnrolments] = activityIds.length === 0 ? [[], []] : await Promise.all([
      tx.select({ key: activityEnrollments.activityId, n: count() }).from(activityEnrollments).where(inArray(activityEnrollments.activityId, activityIds)).groupBy(activityEnrollments.activityId),
      user ? tx.select({ id: activityEnrollments.activityId }).from(activityEnrollments).where(and(inArray(activityEnrollments.activityId, activityIds), eq(activityEnrollments.userId, user.id))) : Promise.resolve([]),
    ]);
    const subscriberCount = countBy(subscribers);
    const enrolledCount = countBy(enrolled);
    const subscribed = new Set(mine.map((m) => m.id));
    const enrolledByMe = new Set(myEnrolments.map((m) => m.id));
    return list.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      subscribed: subscribed.has(c.id),
      subscriberCount: subscriberCount.get(c.id) ?? 0,
      sections: sections.filter((s) => s.communityId === c.id).map((s) => ({ id: s.id, name: s.name })),
      activities: activities.filter((a) => a.communityId === c.id).map((a) => ({
        id: a.id, sectionId: a.sectionId, title: a.title, startsAt: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString(),
        activityStatus: activityStatus(a.startsAt, a.endsAt), capacity: a.capacity, enrolledCount: enrolledCount.get(a.id) ?? 0,
        enrollment: enrolledByMe.has(a.id) ? ENROLLMENT.enrolled : ENROLLMENT.unenrolled,
      })),
    }));
  });
}

async function signedIn(db: Db, school: SchoolRef, user: UserRow | null): Promise<UserRow> {
  if (!user) throw unauthenticated();
  await requireVisitor(db, user, school);
  return user;
}

/** Subscribes to (or leaves) a community of the school. */
export async function setSubscription(db: Db, school: SchoolRef, user: UserRow | null, communityId: string, subscribe: boolean) {
  const member = await signedIn(db, school, user);
  return withTenant(db, school.tenantId, async (tx) => {
    const [community] = await tx.select({ id: communities.id }).from(communities).where(and(eq(communities.schoolId, school.id), eq(communities.id, communityId))).limit(1);
    if (!community) throw new AppError(404, 'community.not_found', 'No such community in this school.');
    if (subscribe) await tx.insert(communitySubscriptions).values({ tenantId: school.tenantId, communityId, userId: member.id }).onConflictDoNothing();
    else await tx.delete(communitySubscriptions).where(and(eq(communitySubscriptions.communityId, communityId), eq(communitySubscriptions.userId, member.id)));
    const [n] = await tx.select({ n: count() }).from(communitySubscriptions).where(eq(communitySubscriptions.communityId, communityId));
    return { subscribed: subscribe, subscriberCount: Number(n?.n ?? 0) };
  });
}

/** Enrols in (1) or leaves (0) an activity post; refused once it ended, or when it is full. */
export async function setActivityEnrollment(db: Db, school: SchoolRef, user: UserRow | null, activityId: string, enrollment: number) {
  const member = await signedIn(db, school, user);
  return withTenant(db, school.tenantId, async (tx) => {
    const [activity] = await tx.select({ a: communityActivities }).from(communityActivities)
      .innerJoin(communities, and(eq(communities.tenantId, communityActivities.tenantId), eq(communities.id, communityActivities.communityId)))
      .where(and(eq(communities.schoolId, school.id), eq(communityActivities.id, activityId))).limit(1).for('update');
    if (!activity) throw new AppError(404, 'community.activity_not_found', 'No such activity in this school.');
    const a = activity.a;
    if (activityStatus(a.startsAt, a.endsAt) === ACTIVITY_STATUS.ended) throw new AppError(409, 'community.activity_ended', 'This activity has ended.');
    const countEnrolled = async () => Number((await tx.select({ n: count() }).from(activityEnrollments).where(eq(activityEnrollments.activityId, a.id)))[0]?.n ?? 0);
    if (enrollment === ENROLLMENT.enrolled) {
      const already = await tx.select({ id: activityEnrollments.userId }).from(activityEnrollments).where(and(eq(activityEnrollments.activityId, a.id), eq(activityEnrollments.userId, member.id)));
      if (already.length === 0 && a.capacity !== null && (await countEnrolled()) >= a.capacity) throw new AppError(409, 'community.activity_full', 'This activity is full.');
      await tx.insert(activityEnrollments).values({ tenantId: school.tenantId, activityId: a.id, userId: member.id }).onConflictDoNothing();
    } else {
      await tx.delete(activityEnrollments).where(and(eq(activityEnrollments.activityId, a.id), eq(activityEnrollments.userId, member.id)));
    }
    return { id: a.id, enrollment, enrolledCount: await countEnrolled() };
  });
}
