import { blockRegistry } from '../../blocks';
import { SHOWCASE_PAGE_CODE, SHOWCASE_PAGE_NAME, showcaseDocument } from '../../blocks/showcase';
import { createUser } from '../modules/accounts/service';
import { platformOperators } from '../modules/platform-config/table';
import { getDraft, releasePage, saveDraft } from '../modules/pages/service';
import { createPage } from '../modules/pages/page-admin';
import * as pagesRepo from '../modules/pages/repository';
import type { SchoolRef } from '../modules/schools/repository';
import { createSchool, grantRole } from '../modules/schools/service';
import type { Db } from './database';
import { DEMO_ACCOUNTS, DEMO_MULTI_SCHOOL_ACCOUNT, DEMO_SCHOOL, DEMO_SUB_SCHOOL } from './demo';
import { demoHomeDocument } from './demo-content';
import { seedPortalData } from './seed-portal';
import { seedClassData } from './seed-classes';
import type { ClassFileStore } from '../modules/class-files/store';
import { seedSpaceDemo } from './seed-space';
import { withTenant } from './tenant';

/**
 * Creates the demo school, sub-school, accounts, catalogue, learners, navigation, released home
 * page and two classes with everything class management shows (files go to `classFiles` when given). Only inserts what is missing: a second run (or a run after someone edited the demo, or on a
 * database an older seed made) keeps every existing row as it is.
 */
export async function seedDemo(db: Db, options: { classFiles?: ClassFileStore } = {}): Promise<void> {
  const school = await createSchool(db, DEMO_SCHOOL);
  const subSchool = await createSchool(db, DEMO_SUB_SCHOOL, school.tenantId);
  let adminId = '';
  let learnerId = '';
  let teacherId = '';
  for (const account of DEMO_ACCOUNTS) {
    const userId = await createUser(db, account);
    await grantRole(db, school, userId, account.role);
    if (account.role === 'administrator') adminId = userId;
    if (account.role === 'learner') learnerId = userId;
    if (account.role === 'teacher') teacherId = userId;
  }
  // The demo administrator is also a platform operator, so the settings screen shows every key.
  await db.insert(platformOperators).values({ userId: adminId }).onConflictDoNothing();
  const multiId = await createUser(db, DEMO_MULTI_SCHOOL_ACCOUNT);
  await grantRole(db, school, multiId, 'learner');
  await grantRole(db, subSchool, multiId, 'learner');
  await seedPortalData(db, school, { learnerId, logoUrl: DEMO_SCHOOL.logoUrl, languages: DEMO_SCHOOL.languages });
  await seedClassData(db, school, { teacherId, learnerId, store: options.classFiles });
  await seedSpaceDemo(db, school, subSchool, { adminId, teacherId, learnerId, multiId });
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
  await seedShowcasePage(db, school, adminId);
}

/** A draft page with one block of every type, which the designer opens for a first-time administrator. */
async function seedShowcasePage(db: Db, school: SchoolRef, adminId: string): Promise<void> {
  if (await withTenant(db, school.tenantId, (tx) => pagesRepo.findPage(tx, school.id, { code: SHOWCASE_PAGE_CODE }))) return;
  const page = await createPage(db, school, { name: SHOWCASE_PAGE_NAME, code: SHOWCASE_PAGE_CODE });
  await saveDraft(db, school, { pageId: page.id, revision: 0, document: showcaseDocument(blockRegistry), userId: adminId });
}
