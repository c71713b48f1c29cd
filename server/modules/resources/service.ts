import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import type { SchoolRef } from '../schools/repository';
import { listResources, type ResourceQuery } from './repository';

/** One page of a school's resources, read inside the school's tenant. */
export function listSchoolResources(db: Db, school: SchoolRef, query: Omit<ResourceQuery, 'schoolId'>) {
  return withTenant(db, school.tenantId, (tx) => listResources(tx, { ...query, schoolId: school.id }));
}
