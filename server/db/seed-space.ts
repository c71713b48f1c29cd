import { and, eq, sql } from 'drizzle-orm';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { coverPicture } from '../modules/schools/artwork';
import type { SchoolRef } from '../modules/schools/repository';
import { createSchool, grantRole } from '../modules/schools/service';
import type { Db } from './database';
import {
  DEMO_COMMUNITY, DEMO_DESCRIPTIONS, DEMO_O3_SCHOOL, DEMO_PAID_COURSES, DEMO_PROJECTS, DEMO_SPACE_ITEMS, DEMO_UNION, DEMO_VIP_PACKAGES,
} from './demo-data/space';
import {
  activityEnrollments, communities, communityActivities, communitySections, communitySubscriptions, enrollments, resources, schoolFans,
  schoolUnionMembers, schoolUnions, schools, spaceItems, spaceVisitors, studyProgress, userFollows, vipPackages,
} from './schema';
import { withTenant } from './tenant';

const HOUR = 3_600_000;

/** The demo's people by role, as the main seed created them. */
export interface DemoPeople {
  adminId: string;
  teacherId: string;
  learnerId: string;
  multiId: string;
}

/**
 * Profiles, the union, VIP packages and paid courses, the community, the learner's personal space and
 * the branch school's fans; then the project-management (o3) demo school. Only what is missing.
 */
export async function seedSpaceDemo(db: Db, school: SchoolRef, subSchool: SchoolRef, people: DemoPeople): Promise<void> {
  const now = Date.now();
  const tenantId = school.tenantId;
  await withTenant(db, tenantId, async (tx) => {
    const emptyDescription = (id: string) => and(eq(schools.id, id), sql`${schools.description} = '{}'::jsonb`);
    await tx.update(schools).set({ description: DEMO_DESCRIPTIONS.school }).where(emptyDescription(school.id));
    await tx.update(schools).set({ description: DEMO_DESCRIPTIONS.subSchool }).where(emptyDescription(subSchool.id));

    await tx.insert(schoolUnions).values({ tenantId, id: DEMO_UNION.id, name: DEMO_UNION.name, leaderSchoolId: school.id }).onConflictDoNothing();
    await tx.insert(schoolUnionMembers).values([school, subSchool].map((s) => ({ tenantId, unionId: DEMO_UNION.id, schoolId: s.id }))).onConflictDoNothing();

    await tx.insert(vipPackages).values(DEMO_VIP_PACKAGES.map((p) => ({ tenantId, schoolId: school.id, ...p }))).onConflictDoNothing();
    await tx.insert(resources).values(DEMO_PAID_COURSES.map((c, i) => ({
      tenantId, id: c.id, schoolId: school.id, type: RESOURCE_TYPE.purchaseCourse, title: c.title, priceCents: c.priceCents, currency: 'CNY',
      coverUrl: coverPicture(['#b5462f', '#2f6fde'][i]!, 'square'), enrolledCount: 120 + i * 40, createdAt: new Date(now - (i + 1) * 24 * HOUR),
    }))).onConflictDoNothing();

    const c = DEMO_COMMUNITY;
    await tx.insert(communities).values({ tenantId, id: c.id, schoolId: school.id, name: c.name, description: c.description }).onConflictDoNothing();
    await tx.insert(communitySections).values(c.sections.map((s, i) => ({ tenantId, communityId: c.id, sortOrder: i, ...s }))).onConflictDoNothing();
    await tx.insert(communityActivities).values(c.activities.map(([id, section, title, from, to, capacity]) => ({
      tenantId, id, communityId: c.id, sectionId: c.sections[section]!.id, title, startsAt: new Date(now + from * HOUR), endsAt: new Date(now + to * HOUR), capacity,
    }))).onConflictDoNothing();
    await tx.insert(communitySubscriptions).values([people.multiId, people.teacherId].map((userId) => ({ tenantId, communityId: c.id, userId }))).onConflictDoNothing();
    await tx.insert(activityEnrollments).values({ tenantId, activityId: c.activities[0][0], userId: people.multiId }).onConflictDoNothing();

    // The learner's space: posts and works, two follows each way, a visitor, progress in what they study.
    await tx.insert(spaceItems).values(DEMO_SPACE_ITEMS.map((item) => ({
      tenantId, id: item.id, schoolId: school.id, userId: people.learnerId, kind: item.kind, title: item.title, body: item.body, createdAt: new Date(now - item.hoursAgo * HOUR),
    }))).onConflictDoNothing();
    const follows = [[people.learnerId, people.teacherId], [people.multiId, people.learnerId], [people.teacherId, people.learnerId]] as const;
    await tx.insert(userFollows).values(follows.map(([followerId, followeeId]) => ({ tenantId, schoolId: school.id, followerId, followeeId }))).onConflictDoNothing();
    await tx.insert(spaceVisitors).values({ tenantId, schoolId: school.id, ownerId: people.learnerId, visitorId: people.multiId, visitedAt: new Date(now - 2 * HOUR) }).onConflictDoNothing();
    const studied = await tx.select({ resourceId: enrollments.resourceId }).from(enrollments).where(eq(enrollments.userId, people.learnerId));
    if (studied.length > 0) {
      await tx.insert(studyProgress).values(studied.map((s, i) => ({ tenantId, resourceId: s.resourceId, userId: people.learnerId, percent: [35, 60, 80][i % 3]! }))).onConflictDoNothing();
    }

    await tx.insert(schoolFans).values([people.multiId, people.learnerId].map((userId) => ({ tenantId, schoolId: subSchool.id, userId }))).onConflictDoNothing();
  });

  const o3 = await createSchool(db, DEMO_O3_SCHOOL);
  await grantRole(db, o3, people.adminId, 'administrator');
  // Only the administrator joins it: the demo teacher and learner stay members of one school each.
  await withTenant(db, o3.tenantId, async (tx) => {
    await tx.update(schools).set({ schoolType: 'o3', description: DEMO_DESCRIPTIONS.o3 }).where(and(eq(schools.id, o3.id), eq(schools.schoolType, 'normal')));
    await tx.insert(resources).values(DEMO_PROJECTS.map((p, i) => ({
      tenantId: o3.tenantId, id: p.id, schoolId: o3.id, type: RESOURCE_TYPE.course, kind: p.kind, title: p.title,
      coverUrl: coverPicture(['#0f9d7a', '#6a4ee0', '#d4a017'][i % 3]!, 'triangle'), enrolledCount: 10 * (i + 1), createdAt: new Date(now - i * 24 * HOUR),
    }))).onConflictDoNothing();
  });
}
