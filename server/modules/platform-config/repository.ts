import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { schoolSettings } from '../school-config/table';
import type { SchoolRef } from '../schools/repository';
import { platformConfig, platformOperators } from './table';

/** school_settings rows of configuration keys carry this prefix; 'footer' and 'customer_service' do not. */
const PREFIX = 'config.';

// Values are kept wrapped as { v: value }: a bare JSON string such as "1" does not survive every driver's jsonb mapping.
const wrap = (value: unknown) => ({ v: value });
const unwrap = (stored: unknown) => (stored as { v: unknown }).v;

/** A stored value and when it was saved. */
export interface StoredValue {
  value: unknown;
  updatedAt: Date;
}

/** Stored platform-scope values by key name. */
export async function readPlatformValues(db: Db): Promise<Map<string, StoredValue>> {
  const rows = await db.select({ key: platformConfig.key, value: platformConfig.value, updatedAt: platformConfig.updatedAt }).from(platformConfig);
  return new Map(rows.map((r) => [r.key, { value: unwrap(r.value), updatedAt: r.updatedAt }]));
}

/** Stored school-scope values of one school by key name. */
export function readSchoolValues(db: Db, school: SchoolRef): Promise<Map<string, StoredValue>> {
  return withTenant(db, school.tenantId, async (tx) => {
    const rows = await tx.select({ key: schoolSettings.key, value: schoolSettings.value, updatedAt: schoolSettings.updatedAt }).from(schoolSettings)
      .where(and(eq(schoolSettings.schoolId, school.id), like(schoolSettings.key, `${PREFIX}%`)));
    return new Map(rows.map((r) => [r.key.slice(PREFIX.length), { value: unwrap(r.value), updatedAt: r.updatedAt }]));
  });
}

/** Saves a platform-scope value, or removes it (back to the default) when `value` is undefined. */
export async function writePlatformValue(db: Db, name: string, value: unknown, userId: string): Promise<void> {
  if (value === undefined) {
    await db.delete(platformConfig).where(eq(platformConfig.key, name));
    return;
  }
  await db.insert(platformConfig).values({ key: name, value: wrap(value), updatedBy: userId })
    .onConflictDoUpdate({ target: platformConfig.key, set: { value: wrap(value), updatedBy: userId, updatedAt: new Date() } });
}

/** Saves a school-scope value, or removes it (back to the default) when `value` is undefined. */
export function writeSchoolValue(db: Db, school: SchoolRef, name: string, value: unknown): Promise<void> {
  return withTenant(db, school.tenantId, async (tx) => {
    const where = and(eq(schoolSettings.schoolId, school.id), eq(schoolSettings.key, PREFIX + name));
    if (value === undefined) {
      await tx.delete(schoolSettings).where(where);
      return;
    }
    await tx.insert(schoolSettings).values({ tenantId: school.tenantId, schoolId: school.id, key: PREFIX + name, value: wrap(value) })
      .onConflictDoUpdate({ target: [schoolSettings.tenantId, schoolSettings.schoolId, schoolSettings.key], set: { value: wrap(value), updatedAt: new Date() } });
  });
}

/** Whether a user may edit platform-scope keys. */
export async function isPlatformOperator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: platformOperators.userId }).from(platformOperators).where(eq(platformOperators.userId, userId));
  return Boolean(row);
}
