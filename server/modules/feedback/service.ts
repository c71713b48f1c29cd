import type { FeedbackSubmission } from '../../../schemas/feedback';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant } from '../../db/tenant';
import { AppError, forbidden } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import type { SchoolRef } from '../schools/repository';
import { insertFeedback, listFeedback, updateFeedbackStatus } from './repository';

/**
 * Stores a validated submission for the school. The user is the session's: a `userId` naming
 * someone else is refused. The phone is kept only when contact is allowed.
 */
export async function submitFeedback(db: Db, school: SchoolRef, user: UserRow, body: FeedbackSubmission): Promise<string> {
  if (body.userId !== undefined && body.userId !== user.id) throw forbidden('Feedback is sent in your own name only.');
  const id = nextId();
  const allowContact = body.allowContact === 1;
  await withTenant(db, school.tenantId, (tx) =>
    insertFeedback(tx, {
      tenantId: school.tenantId,
      id,
      schoolId: school.id,
      userId: user.id,
      feedbackType: body.feedbackType,
      content: body.feedbackContent,
      picUrls: body.picUrl ?? '',
      allowContact,
      phoneNumber: allowContact ? body.phoneNumber ?? null : null,
      schoolName: body.schoolName ?? '',
      userName: body.userName ?? '',
      clientType: body.clientType,
    }),
  );
  return id;
}

/** A page of the school's submissions for administrators. */
export function feedbackPage(db: Db, school: SchoolRef, pageNumber: number, pageSize: number, status?: number) {
  return withTenant(db, school.tenantId, (tx) => listFeedback(tx, school.id, { offset: (pageNumber - 1) * pageSize, limit: pageSize, status }));
}

/** Marks a submission handled (1) or open (0); 404 feedback.not_found when the school has none with that id. */
export async function markFeedback(db: Db, school: SchoolRef, id: string, status: number): Promise<void> {
  const found = await withTenant(db, school.tenantId, (tx) => updateFeedbackStatus(tx, school.id, id, status));
  if (!found) throw new AppError(404, 'feedback.not_found', 'Feedback not found.');
}
