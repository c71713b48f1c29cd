import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertCategories } from '../modules/categories/repository';
import { insertPointEvents } from '../modules/leaderboard/repository';
import { insertNavigations } from '../modules/navigations/repository';
import * as pagesRepo from '../modules/pages/repository';
import { fillCategory, insertResources } from '../modules/resources/repository';
import { coverPicture } from '../modules/schools/artwork';
import type { SchoolRef } from '../modules/schools/repository';
import type { Db } from './database';
import { DEMO_RESOURCES } from './demo-content';
import { DEMO_CATEGORIES, demoCategoryId } from './demo-data/categories';
import { fixedId } from './demo-data/ids';
import { demoNavigations } from './demo-data/navigation';
import { DEMO_LEARNERS, DEMO_SEARCHES, demoPointEvents, UNUSABLE_PASSWORD_HASH } from './demo-data/people';
import type { DemoResource } from './demo-data/types';
import { enrollments, memberships, schools, searchLog, users } from './schema';
import { withTenant, type Tx } from './tenant';

const HOUR = 3_600_000;
const COLORS = ['#2f6fde', '#0f9d7a', '#e0664e', '#6a4ee0', '#d4a017', '#1c8fb0'];
const MARKS = ['circle', 'square', 'triangle'] as const;

function resourceRow(school: SchoolRef, r: DemoResource, i: number, now: number) {
  const at = (hours: number) => new Date(now + hours * HOUR);
  return {
    tenantId: school.tenantId, id: r.id, schoolId: school.id, type: r.type, kind: r.kind ?? 'standard', boutique: r.boutique ?? false,
    title: r.title, summary: r.summary ?? {}, coverUrl: coverPicture(COLORS[i % COLORS.length]!, MARKS[r.type % MARKS.length]!),
    categoryId: r.category ? demoCategoryId(r.category) : null, zone: r.zone, recommended: r.recommended ?? false,
    enrolledCount: r.enrolledCount, viewCount: r.viewCount, downloadCount: r.downloadCount,
    createdAt: new Date(now - r.ageDays * 24 * HOUR), startsAt: r.window ? at(r.window[0]) : null, endsAt: r.window ? at(r.window[1]) : null,
    teacherName: r.teacherName ?? '', durationSeconds: r.durationSeconds ?? null, capacity: r.capacity ?? null,
    schedule: (r.schedule ?? []).map((s) => ({ title: s.title, startsAt: at(s.window[0]).toISOString(), endsAt: at(s.window[1]).toISOString() })),
  };
}

/** Demo learners (global accounts that cannot log in) as learners of the school; returns their ids. */
async function seedLearners(tx: Tx, school: SchoolRef): Promise<string[]> {
  await tx.insert(users).values(DEMO_LEARNERS.map((l) => ({ ...l, passwordHash: UNUSABLE_PASSWORD_HASH }))).onConflictDoNothing();
  const rows = await tx.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, DEMO_LEARNERS.map((l) => l.account)));
  const ids = rows.map((r) => r.id);
  const values = ids.map((userId) => ({ tenantId: school.tenantId, schoolId: school.id, userId, role: 'learner' as const }));
  if (values.length > 0) await tx.insert(memberships).values(values).onConflictDoNothing();
  return ids;
}

/** Catalogue, categories, learners and their points, searches, navigation and branding; only what is missing. */
export async function seedPortalData(db: Db, school: SchoolRef, demo: { learnerId: string; logoUrl: string; languages: string[] }): Promise<void> {
  const now = Date.now();
  await withTenant(db, school.tenantId, async (tx) => {
    await insertCategories(tx, DEMO_CATEGORIES.map((c) => ({
      tenantId: school.tenantId, id: c.id, schoolId: school.id, parentId: c.parent ? demoCategoryId(c.parent) : null, name: c.name, sortOrder: c.sortOrder,
    })));
    const rows = DEMO_RESOURCES.map((r, i) => resourceRow(school, r, i, now));
    for (let i = 0; i < rows.length; i += 100) await insertResources(tx, rows.slice(i, i + 100));
    // Rows an older seed made before categories existed get theirs; rows that have one keep it.
    for (const r of DEMO_RESOURCES) if (r.category) await fillCategory(tx, r.id, demoCategoryId(r.category));

    const learnerIds = await seedLearners(tx, school);
    const points = demoPointEvents([...learnerIds, demo.learnerId].sort());
    await insertPointEvents(tx, points.map((p) => ({
      tenantId: school.tenantId, id: p.id, schoolId: school.id, userId: p.userId, points: p.points, createdAt: new Date(now - p.ageHours * HOUR),
    })));

    let n = 0;
    const searches = DEMO_SEARCHES.flatMap(([keyword, times]) => Array.from({ length: times }, () => ({ keyword, userId: null as string | null })));
    searches.push(...['PostgreSQL', 'React', '日语'].map((keyword) => ({ keyword, userId: demo.learnerId })));
    await tx.insert(searchLog).values(searches.map((s) => ({
      tenantId: school.tenantId, id: fixedId('1100000002', ++n), schoolId: school.id, userId: s.userId, keyword: s.keyword, createdAt: new Date(now - n * HOUR),
    }))).onConflictDoNothing();

    const home = await pagesRepo.findPage(tx, school.id, { code: 'home' });
    await insertNavigations(tx, demoNavigations(school.id).map((item) => ({
      tenantId: school.tenantId, id: item.id, schoolId: school.id, parentId: item.parentId ?? null, pageId: item.page === 'home' ? (home?.id ?? null) : null,
      name: item.name, url: item.url, sortOrder: item.sortOrder, visible: item.visible,
    })));

    // The demo learner is in the first class and the first course.
    const enrolled = [fixedId('11000000000000', 60001), fixedId('11000000000000', 10001)];
    await tx.insert(enrollments).values(enrolled.map((resourceId) => ({ tenantId: school.tenantId, resourceId, userId: demo.learnerId }))).onConflictDoNothing();

    // A school an older seed made has no logo or language list yet.
    await tx.update(schools).set({ logoUrl: demo.logoUrl }).where(and(eq(schools.id, school.id), eq(schools.logoUrl, '')));
    await tx.update(schools).set({ languages: demo.languages }).where(and(eq(schools.id, school.id), sql`${schools.languages} = '["zh_CN"]'::jsonb`));
  });
}
