import type { Role } from '../../../schemas/enums';
import type { LocalizedText } from '../../../schemas/localized-text';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant } from '../../db/tenant';
import { schoolNotFound } from '../../http/app-error';
import { ensureSystemPages } from '../pages/service';
import { findSchool, insertMembership, insertSchool, listSubSchools, type SchoolRef } from './repository';

/** What creating a school needs; `parentId` makes it a sub-school in the parent's tenant. */
export interface NewSchool {
  id?: string;
  parentId?: string;
  name: LocalizedText;
  openSchool?: boolean;
  loginMethod?: number;
  defaultLanguage?: string;
  languages?: string[];
  overseas?: boolean;
  logoUrl?: string;
}

/** A school with its sub-schools, for the public details call. */
export function schoolDetails(db: Db, school: SchoolRef) {
  return withTenant(db, school.tenantId, async (tx) => {
    const row = await findSchool(tx, school.id);
    if (!row) throw schoolNotFound();
    return { school: row, subSchools: await listSubSchools(tx, school.id) };
  });
}

/**
 * Creates a school (a new tenant, or a sub-school in its parent's tenant) with its system pages.
 * Idempotent for a fixed id: an existing school is kept as it is and only missing pages are added.
 */
export async function createSchool(db: Db, input: NewSchool, parentTenantId?: string): Promise<SchoolRef> {
  const id = input.id ?? nextId();
  const tenantId = input.parentId ? parentTenantId : id;
  if (!tenantId) throw new Error('createSchool: a sub-school needs its parent tenant id');
  return withTenant(db, tenantId, async (tx) => {
    await insertSchool(tx, {
      tenantId,
      id,
      parentId: input.parentId ?? null,
      name: input.name,
      openSchool: input.openSchool ?? true,
      loginMethod: input.loginMethod ?? 1,
      isDecorated: false,
      defaultLanguage: input.defaultLanguage ?? 'zh_CN',
      languages: input.languages ?? [input.defaultLanguage ?? 'zh_CN'],
      overseas: input.overseas ?? false,
      logoUrl: input.logoUrl ?? '',
    });
    const row = await findSchool(tx, id);
    if (!row) throw new Error(`createSchool: school ${id} exists in another tenant`);
    await ensureSystemPages(tx, { id, tenantId });
    return { id, tenantId, parentId: row.parentId, openSchool: row.openSchool };
  });
}

/** Gives a user a role in a school (kept when already held). */
export function grantRole(db: Db, school: SchoolRef, userId: string, role: Role): Promise<void> {
  return withTenant(db, school.tenantId, (tx) => insertMembership(tx, { tenantId: school.tenantId, schoolId: school.id, userId, role }));
}
