import { createUser } from '../modules/accounts/service';
import { getDraft, releasePage, saveDraft } from '../modules/pages/service';
import * as pagesRepo from '../modules/pages/repository';
import { insertResources } from '../modules/resources/repository';
import { createSchool, grantRole } from '../modules/schools/service';
import type { Db } from './database';
import { DEMO_ACCOUNTS, DEMO_SCHOOL, DEMO_SUB_SCHOOL } from './demo';
import { DEMO_RESOURCES, demoHomeDocument } from './demo-content';
import { withTenant } from './tenant';

const HOUR = 3_600_000;

/**
 * Creates the demo school, sub-school, accounts, resources and released home page. Only inserts
 * what is missing: a second run (or a run after someone edited the demo) changes nothing.
 */
export async function seedDemo(db: Db): Promise<void> {
  const school = await createSchool(db, DEMO_SCHOOL);
  await createSchool(db, DEMO_SUB_SCHOOL, school.tenantId);
  let adminId = '';
  for (const account of DEMO_ACCOUNTS) {
    const userId = await createUser(db, account);
    await grantRole(db, school, userId, account.role);
    if (account.role === 'administrator') adminId = userId;
  }
  const now = Date.now();
  await withTenant(db, school.tenantId, (tx) =>
    insertResources(tx, DEMO_RESOURCES.map((r) => ({
      tenantId: school.tenantId,
      id: r.id,
      schoolId: school.id,
      type: r.type,
      title: r.title,
      summary: {},
      category: r.category,
      zone: r.zone,
      enrolledCount: r.enrolledCount,
      viewCount: r.viewCount,
      downloadCount: r.downloadCount,
      createdAt: new Date(now - r.ageDays * 24 * HOUR),
      startsAt: r.window ? new Date(now + r.window[0] * HOUR) : null,
      endsAt: r.window ? new Date(now + r.window[1] * HOUR) : null,
    }))),
  );
  // The home page goes through the same save and release as the designer, so it is validated;
  // only an untouched, never released home page is filled in.
  const home = await withTenant(db, school.tenantId, (tx) => pagesRepo.findPage(tx, school.id, { code: 'home' }));
  if (!home) throw new Error('seed: the demo school has no home page');
  const { draft } = await getDraft(db, school, home.id);
  const released = await withTenant(db, school.tenantId, (tx) => pagesRepo.findLatestVersion(tx, home.id));
  if (draft.revision === 0 && !released) {
    const revision = await saveDraft(db, school, { pageId: home.id, revision: 0, document: demoHomeDocument(), userId: adminId });
    await releasePage(db, school, { pageId: home.id, revision, userId: adminId });
  }
}
