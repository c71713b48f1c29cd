import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../schemas/enums';
import { emptyDocument } from '../../../schemas/page-document';
import type { Database } from '../../../server/db/database';
import { nextId } from '../../../server/db/ids';
import { withTenant } from '../../../server/db/tenant';
import { createUser } from '../../../server/modules/accounts/service';
import { insertPageWithDraft } from '../../../server/modules/pages/repository';
import type { resources } from '../../../server/db/schema';
import { insertCategories } from '../../../server/modules/categories/repository';
import { insertPointEvents } from '../../../server/modules/leaderboard/repository';
import { platformOperators } from '../../../server/modules/platform-config/table';
import { insertNavigations } from '../../../server/modules/navigations/repository';
import { insertResources } from '../../../server/modules/resources/repository';
import type { SchoolRef } from '../../../server/modules/schools/repository';
import { createSchool, grantRole } from '../../../server/modules/schools/service';

const unique = () => randomBytes(4).toString('hex');

/** A new top-level school (its own tenant), or a sub-school when `parent` is given. */
export function makeSchool(database: Database, options: { parent?: SchoolRef; openSchool?: boolean } = {}): Promise<SchoolRef> {
  const suffix = unique();
  return createSchool(
    database.db,
    { name: { zh_CN: `学校 ${suffix}`, en_US: `School ${suffix}` }, openSchool: options.openSchool ?? true, parentId: options.parent?.id },
    options.parent?.tenantId,
  );
}

/** A new account, optionally a member of `school` with `role`. */
export async function makeUser(database: Database, options: { school?: SchoolRef; role?: Role; realName?: string; nickName?: string; email?: string } = {}) {
  const account = `user_${unique()}`;
  const password = `pw-${unique()}-${unique()}`;
  const id = await createUser(database.db, { account, password, realName: options.realName, nickName: options.nickName, email: options.email });
  if (options.school) await grantRole(database.db, options.school, id, options.role ?? 'learner');
  return { id, account, password };
}

/** A new page of a school with an empty draft at revision 0. */
export async function makePage(database: Database, school: SchoolRef, code = `page-${unique()}`): Promise<string> {
  const id = nextId();
  await withTenant(database.db, school.tenantId, (tx) =>
    insertPageWithDraft(tx, { tenantId: school.tenantId, id, schoolId: school.id, code, name: { en_US: code } }, emptyDocument()),
  );
  return id;
}

/** What a test may set on a resource; everything else defaults to something plain. */
export type ResourceOverrides = Partial<Omit<typeof resources.$inferInsert, 'tenantId' | 'id' | 'schoolId'>>;

/** A resource of a school; counts and dates default to something plain. */
export async function makeResource(database: Database, school: SchoolRef, overrides: ResourceOverrides = {}) {
  const id = nextId();
  await withTenant(database.db, school.tenantId, (tx) =>
    insertResources(tx, [{ type: 1, title: { en_US: `Resource ${id}` }, zone: 0, viewCount: 0, downloadCount: 0, createdAt: new Date(), ...overrides, tenantId: school.tenantId, id, schoolId: school.id }]),
  );
  return id;
}

/** A category of a school, under `parentId` when given. */
export async function makeCategory(database: Database, school: SchoolRef, options: { parentId?: string; name?: string; source?: number } = {}) {
  const id = nextId();
  const name = options.name ?? `Category ${id}`;
  await withTenant(database.db, school.tenantId, (tx) =>
    insertCategories(tx, [{ tenantId: school.tenantId, id, schoolId: school.id, parentId: options.parentId ?? null, name: { en_US: name }, source: options.source ?? 0 }]),
  );
  return id;
}

/** Gives a user points in a school at a time. */
export async function addPoints(database: Database, school: SchoolRef, userId: string, points: number, createdAt = new Date()) {
  await withTenant(database.db, school.tenantId, (tx) =>
    insertPointEvents(tx, [{ tenantId: school.tenantId, id: nextId(), schoolId: school.id, userId, points, createdAt }]),
  );
}

/** A navigation item of a school. */
export async function makeNavigation(database: Database, school: SchoolRef, options: { parentId?: string; name?: string; visible?: boolean; order?: number; pageId?: string } = {}) {
  const id = nextId();
  await withTenant(database.db, school.tenantId, (tx) =>
    insertNavigations(tx, [{
      tenantId: school.tenantId, id, schoolId: school.id, parentId: options.parentId ?? null, pageId: options.pageId ?? null,
      name: { en_US: options.name ?? `Nav ${id}` }, url: `/x/${id}`, sortOrder: options.order ?? 0, visible: options.visible ?? true,
    }]),
  );
  return id;
}

/** Cookies of a response as one Cookie header value. */
export function cookieHeader(cookies: { name: string; value: string }[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Logs in with the password grant and returns the Cookie header the browser would send next. */
export async function loginAs(app: FastifyInstance, account: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    payload: `grant_type=password&username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${account} failed: ${response.body}`);
  return cookieHeader(response.cookies);
}

/** Makes a user a platform operator (who may edit platform-scope configuration keys). */
export async function makeOperator(database: Database, userId: string): Promise<void> {
  await database.db.insert(platformOperators).values({ userId }).onConflictDoNothing();
}
