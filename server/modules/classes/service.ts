import { RESOURCE_TYPE } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { withTenant, type Tx } from '../../db/tenant';
import { AppError, forbidden } from '../../http/app-error';
import { enrolledIds, findResource, type ResourceRow } from '../resources/repository';
import { rolesIn } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { deleteEnrollment, insertEnrollment, releaseSeat, takeSeat } from './repository';

const classNotFound = () => new AppError(404, 'class.not_found', 'Class not found.');
const classFull = () => new AppError(409, 'class.full', 'This class is full.');

async function findClass(tx: Tx, school: SchoolRef, classId: string): Promise<ResourceRow> {
  const row = await findResource(tx, school.id, classId);
  if (!row || row.type !== RESOURCE_TYPE.class) throw classNotFound();
  return row;
}

/** A class with whether the user is enrolled. */
export function classInfo(db: Db, school: SchoolRef, classId: string, userId: string | null) {
  return withTenant(db, school.tenantId, async (tx) => {
    const row = await findClass(tx, school, classId);
    const enrolled = userId ? (await enrolledIds(tx, userId, [row.id])).has(row.id) : false;
    return { row, enrolled };
  });
}

/** Whether enrolment changed and the class's count after it. */
export interface EnrollmentResult {
  enrolled: boolean;
  enrolledCount: number;
}

async function requireMember(tx: Tx, school: SchoolRef, userId: string): Promise<void> {
  if ((await rolesIn(tx, school, userId)).length === 0) throw forbidden('Only members of this school may enrol in its classes.');
}

/** Enrols a member in a class; enrolling again changes nothing; 409 class.full when no seat is left. */
export function enroll(db: Db, school: SchoolRef, classId: string, userId: string): Promise<EnrollmentResult> {
  return withTenant(db, school.tenantId, async (tx) => {
    await requireMember(tx, school, userId);
    const row = await findClass(tx, school, classId);
    if (!(await insertEnrollment(tx, { tenantId: school.tenantId, resourceId: row.id, userId }))) {
      return { enrolled: true, enrolledCount: row.enrolledCount };
    }
    const count = await takeSeat(tx, row.id);
    if (count === undefined) throw classFull(); // rolls the enrolment back with the transaction
    return { enrolled: true, enrolledCount: count };
  });
}

/** Takes a member out of a class; leaving a class one is not in changes nothing. */
export function unEnroll(db: Db, school: SchoolRef, classId: string, userId: string): Promise<EnrollmentResult> {
  return withTenant(db, school.tenantId, async (tx) => {
    await requireMember(tx, school, userId);
    const row = await findClass(tx, school, classId);
    if (await deleteEnrollment(tx, row.id, userId)) await releaseSeat(tx, row.id);
    const after = await findClass(tx, school, classId);
    return { enrolled: false, enrolledCount: after.enrolledCount };
  });
}
