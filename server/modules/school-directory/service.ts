import { desc, eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../schemas/localized-text';
import type { Db } from '../../db/database';
import { schools, sessions } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { schoolNotFound } from '../../http/app-error';
import { listUserSchools } from '../accounts/repository';
import type { UserRow } from '../auth/repository';
import { rolesIn } from '../schools/access';
import { findSchool, lookupSchool, type SchoolRef } from '../schools/repository';
import { createSchool, grantRole } from '../schools/service';
import { logoOf } from '../schools/branding';
import { pageOf, type Paging } from './paging';
import * as repo from './repository';

/** Whether a school's service is valid now (no end date, or an end in the future). */
const validNow = (validUntil: Date | null) => validUntil === null || validUntil.getTime() > Date.now();

/** The school's profile for its detail page: variant, text, counts, unions, validity and the sale switch. */
export function schoolProfile(db: Db, ref: SchoolRef) {
  return withTenant(db, ref.tenantId, async (tx) => {
    const school = await findSchool(tx, ref.id);
    if (!school) throw schoolNotFound();
    const [memberCount, subSchoolCount, unions, parent] = await Promise.all([
      repo.countMembers(tx, ref.id),
      repo.countSubSchools(tx, ref.id),
      repo.unionsOf(tx, ref.id),
      school.parentId ? findSchool(tx, school.parentId) : Promise.resolve(undefined),
    ]);
    return {
      id: school.id,
      tenantId: school.tenantId,
      parent: parent ? { id: parent.id, name: parent.name } : null,
      name: school.name,
      description: school.description,
      logoUrl: logoOf(school),
      schoolType: school.schoolType,
      openSchool: school.openSchool ? '1' : '0',
      loginMethod: school.loginMethod,
      onSale: school.onSale ? '1' : '0',
      validUntil: school.validUntil?.toISOString() ?? null,
      valid: validNow(school.validUntil),
      memberCount,
      subSchoolCount,
      unions: unions.map((u) => ({ id: u.id, name: u.name, leaderSchoolId: u.leaderSchoolId, leader: u.leaderSchoolId === school.id, members: u.members })),
    };
  });
}

/** The school settings a screen needs before drawing it (select-school-config). */
export function schoolConfig(db: Db, ref: SchoolRef) {
  return withTenant(db, ref.tenantId, async (tx) => {
    const school = await findSchool(tx, ref.id);
    if (!school) throw schoolNotFound();
    return {
      schoolId: school.id,
      openSchool: school.openSchool ? '1' : '0',
      loginMethod: school.loginMethod,
      schoolType: school.schoolType,
      defaultLanguage: school.defaultLanguage,
      languages: school.languages,
      onSale: school.onSale ? '1' : '0',
      isDecorated: school.isDecorated,
    };
  });
}

/** Whether the user is a member of the school (roles here or in its parent) and until when the school is valid. */
export async function memberStatus(db: Db, ref: SchoolRef, user: UserRow | null) {
  return withTenant(db, ref.tenantId, async (tx) => {
    const school = await findSchool(tx, ref.id);
    if (!school) throw schoolNotFound();
    const roles = user ? await rolesIn(tx, ref, user.id) : [];
    return { member: roles.length > 0, roles, validUntil: school.validUntil?.toISOString() ?? null, valid: validNow(school.validUntil) };
  });
}

/** Open schools of every tenant with their first `childPageSize` sub-schools; `joined` for a logged-in user. */
export async function openSchoolList(db: Db, paging: Paging, childPageSize: number, user: UserRow | null) {
  const rows = await repo.listOpenSchools(db, paging);
  const mine = user ? new Set((await listUserSchools(db, user.id)).map((s) => s.id)) : null;
  const list = [];
  for (const row of rows) {
    // One transaction per listed school: each may be a tenant of its own.
    const [children, subSchoolCount] = await withTenant(db, row.tenant_id, (tx) =>
      Promise.all([repo.firstSubSchools(tx, [row.id], childPageSize), repo.countSubSchools(tx, row.id)]));
    list.push({
      id: row.id,
      name: row.name,
      schoolType: row.school_type,
      logoUrl: row.logo_url || null,
      subSchoolCount,
      children: children.map((c) => ({ id: c.id, name: c.name })),
      ...(mine ? { joined: mine.has(row.id) } : {}),
    });
  }
  return pageOf(list, Number(rows[0]?.total ?? 0), paging);
}

/** A page of a school's sub-schools. */
export async function subSchoolList(db: Db, ref: SchoolRef, paging: Paging) {
  const { list, total } = await withTenant(db, ref.tenantId, (tx) => repo.pageSubSchools(tx, ref.id, paging));
  return pageOf(list.map((s) => ({ ...s, openSchool: s.openSchool ? '1' : '0' })), total, paging);
}

/** The unions of a school (each with its leader and member schools). */
export function unionList(db: Db, ref: SchoolRef) {
  return withTenant(db, ref.tenantId, async (tx) =>
    (await repo.unionsOf(tx, ref.id)).map((u) => ({ id: u.id, name: u.name, leaderSchoolId: u.leaderSchoolId, members: u.members })),
  );
}

/** Whether two schools share a union; a school of another tenant never does. */
export async function unionCheck(db: Db, ref: SchoolRef, otherId: string) {
  const other = await lookupSchool(db, otherId);
  if (!other) throw schoolNotFound();
  if (other.tenantId !== ref.tenantId) return { sameUnion: false, unionIds: [] as string[] };
  return withTenant(db, ref.tenantId, async (tx) => {
    const [mine, theirs] = await Promise.all([repo.unionsOf(tx, ref.id), repo.unionsOf(tx, other.id)]);
    const shared = mine.filter((u) => theirs.some((t) => t.id === u.id)).map((u) => u.id);
    return { sameUnion: shared.length > 0, unionIds: shared };
  });
}

/** '1' when the user administers a school that leads a union (spec §6 schoolUnionLeader), else '0'. */
export async function isUnionLeader(db: Db, ref: SchoolRef, user: UserRow): Promise<'1' | '0'> {
  return withTenant(db, ref.tenantId, async (tx) => {
    const [led, roles] = await Promise.all([repo.unionsLedBy(tx, ref.id), rolesIn(tx, ref, user.id)]);
    return led.length > 0 && roles.includes('administrator') ? '1' : '0';
  });
}

/** The school the user last signed in at, else the first school they belong to; null for a user of no school. */
export async function lastSchool(db: Db, user: UserRow) {
  const [session] = await db.select({ schoolId: sessions.loginSchoolId }).from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)).limit(1);
  const mine = await listUserSchools(db, user.id);
  const chosen = mine.find((s) => s.id === session?.schoolId) ?? mine[0];
  if (!chosen) return null;
  const ref = await lookupSchool(db, chosen.id);
  return ref ? schoolProfile(db, ref) : null;
}

/** The store school the member opened, opening it (as its administrator) the first time. */
export async function initMarketStore(db: Db, user: UserRow, name: LocalizedText) {
  const existing = await repo.findOwnedStore(db, user.id);
  if (existing) return { schoolId: existing.id, created: false };
  const store = await createSchool(db, { name, openSchool: true });
  await withTenant(db, store.tenantId, (tx) => tx.update(schools).set({ schoolType: 'store', ownerUserId: user.id }).where(eq(schools.id, store.id)));
  await grantRole(db, store, user.id, 'administrator');
  return { schoolId: store.id, created: true };
}
