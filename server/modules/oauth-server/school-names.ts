import type { LocalizedText } from '../../../schemas/localized-text';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { findSchool } from '../schools/repository';

/**
 * The names of the schools that registered applications, read in each school's own tenant (one
 * transaction per tenant); a school that no longer exists is left out.
 */
export async function schoolNamesOf(db: Db, schools: { tenantId: string; schoolId: string }[]): Promise<Map<string, LocalizedText>> {
  const byTenant = new Map<string, Set<string>>();
  for (const { tenantId, schoolId } of schools) byTenant.set(tenantId, (byTenant.get(tenantId) ?? new Set()).add(schoolId));
  const names = new Map<string, LocalizedText>();
  for (const [tenantId, ids] of byTenant) {
    await withTenant(db, tenantId, async (tx) => {
      for (const id of ids) {
        const row = await findSchool(tx, id);
        if (row) names.set(id, row.name);
      }
    });
  }
  return names;
}
