import type { Tx } from '../../db/tenant';
import { AppError, forbidden } from '../../http/app-error';
import { rolesIn } from '../schools/access';
import { findClass, type ClassAccess } from './access';
import { deleteEnrollment, insertEnrollment, releaseSeat, takeSeat } from './repository';

const classFull = () => new AppError(409, 'class.full', 'This class is full.');

/** Whether enrolment changed and the class's count after it. */
export interface EnrollmentResult {
  enrolled: boolean;
  enrolledCount: number;
}

async function requireMember(tx: Tx, access: ClassAccess, userId: string): Promise<void> {
  if ((await rolesIn(tx, access.school, userId)).length === 0) throw forbidden('Only members of this school may enrol in its classes.');
}

/** Enrols a member in a class; enrolling again changes nothing; 409 class.full when no seat is left. */
export async function enroll(tx: Tx, access: ClassAccess, userId: string): Promise<EnrollmentResult> {
  await requireMember(tx, access, userId);
  const row = access.row;
  if (!(await insertEnrollment(tx, { tenantId: access.school.tenantId, resourceId: row.id, userId }))) {
    return { enrolled: true, enrolledCount: row.enrolledCount };
  }
  const count = await takeSeat(tx, row.id);
  if (count === undefined) throw classFull(); // rolls the enrolment back with the transaction
  return { enrolled: true, enrolledCount: count };
}

/** Takes a member out of a class; leaving a class one is not in changes nothing. */
export async function unEnroll(tx: Tx, access: ClassAccess, userId: string): Promise<EnrollmentResult> {
  await requireMember(tx, access, userId);
  if (await deleteEnrollment(tx, access.row.id, userId)) await releaseSeat(tx, access.row.id);
  const after = await findClass(tx, access.school, access.row.id);
  return { enrolled: false, enrolledCount: after.enrolledCount };
}

