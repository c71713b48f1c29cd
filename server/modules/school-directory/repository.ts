import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberships, schoolUnionMembers, schoolUnions, schools } from '../../db/schema';
import { rowsOf, type Executor } from '../../db/tenant';
import { likePattern, type Paging } from './paging';

/** One row of the cross-tenant open-school list. */
export interface OpenSchoolRow {
  id: string;
  tenant_id: string;
  name: Record<string, string>;
  school_type: string;
  logo_url: string;
  total: string | number;
}

/** Open top-level schools of every tenant, by name keyword (SECURITY DEFINER function of 0030). */
export async function listOpenSchools(db: Db, paging: Paging): Promise<OpenSchoolRow[]> {
  const offset = (paging.pageNumber - 1) * paging.pageSize;
  const keyword = paging.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const result = await db.execute(sql`select id, tenant_id, name, school_type, logo_url, total from portal_open_schools(${keyword}, ${paging.pageSize}, ${offset})`);
  return rowsOf<OpenSchoolRow>(result);
}

/** The store school a member opened, if any. */
export async function findOwnedStore(db: Db, userId: string): Promise<{ id: string; tenantId: string } | undefined> {
  const [row] = rowsOf<{ id: string; tenant_id: string }>(await db.execute(sql`select id, tenant_id from portal_owned_store(${userId}::bigint)`));
  return row && { id: row.id, tenantId: row.tenant_id };
}

/** A page of a school's sub-schools (inside its tenant), by name keyword. */
export async function pageSubSchools(tx: Executor, parentId: string, paging: Paging) {
  const where = and(eq(schools.parentId, parentId), paging.keyword.trim() ? ilike(sql`${schools.name}::text`, likePattern(paging.keyword)) : undefined);
  const [{ total }] = (await tx.select({ total: count() }).from(schools).where(where)) as [{ total: number }];
  const list = await tx
    .select({ id: schools.id, name: schools.name, logoUrl: schools.logoUrl, description: schools.description, openSchool: schools.openSchool, schoolType: schools.schoolType })
    .from(schools)
    .where(where)
    .orderBy(asc(schools.createdAt), asc(schools.id))
    .limit(paging.pageSize)
    .offset((paging.pageNumber - 1) * paging.pageSize);
  return { list, total: Number(total) };
}

/** The first `limit` sub-schools of each parent (inside the tenant of the parents). */
export async function firstSubSchools(tx: Executor, parentIds: string[], limit: number) {
  if (parentIds.length === 0 || limit === 0) return [];
  return tx
    .select({ id: schools.id, parentId: schools.parentId, name: schools.name })
    .from(schools)
    .where(inArray(schools.parentId, parentIds))
    .orderBy(asc(schools.createdAt), asc(schools.id))
    .then((rows) => {
      const seen = new Map<string, number>();
      return rows.filter((r) => {
        const n = (seen.get(r.parentId!) ?? 0) + 1;
        seen.set(r.parentId!, n);
        return n <= limit;
      });
    });
}

/** How many members (distinct people with any role) a school has. */
export async function countMembers(tx: Executor, schoolId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(distinct ${memberships.userId})` }).from(memberships).where(eq(memberships.schoolId, schoolId));
  return Number(row?.n ?? 0);
}

/** How many sub-schools a school has. */
export async function countSubSchools(tx: Executor, schoolId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(schools).where(eq(schools.parentId, schoolId));
  return Number(row?.n ?? 0);
}

/** The unions a school belongs to, with their leader school and member schools. */
export async function unionsOf(tx: Executor, schoolId: string) {
  const joined = await tx.select({ unionId: schoolUnionMembers.unionId }).from(schoolUnionMembers).where(eq(schoolUnionMembers.schoolId, schoolId));
  const ids = joined.map((j) => j.unionId);
  if (ids.length === 0) return [];
  const unions = await tx.select().from(schoolUnions).where(inArray(schoolUnions.id, ids)).orderBy(asc(schoolUnions.createdAt));
  const members = await tx
    .select({ unionId: schoolUnionMembers.unionId, id: schools.id, name: schools.name })
    .from(schoolUnionMembers)
    .innerJoin(schools, and(eq(schools.tenantId, schoolUnionMembers.tenantId), eq(schools.id, schoolUnionMembers.schoolId)))
    .where(inArray(schoolUnionMembers.unionId, ids))
    .orderBy(asc(schoolUnionMembers.createdAt), asc(schools.id));
  return unions.map((u) => ({ ...u, members: members.filter((m) => m.unionId === u.id).map(({ id, name }) => ({ id, name })) }));
}

/** The unions a school leads. */
export function unionsLedBy(tx: Executor, schoolId: string) {
  return tx.select({ id: schoolUnions.id }).from(schoolUnions).where(eq(schoolUnions.leaderSchoolId, schoolId));
}
