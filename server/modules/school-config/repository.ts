import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import type { SchoolRef } from '../schools/repository';
import { schoolSettings } from './table';

/** The names settings are stored under. */
export type SettingKey = 'footer' | 'customer_service';

/** A school's setting, or undefined when it was never saved. */
export function readSetting<T>(db: Db, school: SchoolRef, key: SettingKey): Promise<T | undefined> {
  return withTenant(db, school.tenantId, async (tx) => {
    const [row] = await tx.select({ value: schoolSettings.value }).from(schoolSettings)
      .where(and(eq(schoolSettings.schoolId, school.id), eq(schoolSettings.key, key)));
    return row?.value as T | undefined;
  });
}

/** Saves (replaces) a school's setting. */
export function writeSetting(db: Db, school: SchoolRef, key: SettingKey, value: unknown): Promise<void> {
  return withTenant(db, school.tenantId, async (tx) => {
    await tx.insert(schoolSettings).values({ tenantId: school.tenantId, schoolId: school.id, key, value })
      .onConflictDoUpdate({ target: [schoolSettings.tenantId, schoolSettings.schoolId, schoolSettings.key], set: { value, updatedAt: new Date() } });
  });
}
