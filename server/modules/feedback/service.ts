import type { FeedbackSubmission } from '../../../schemas/feedback';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant, type Tx } from '../../db/tenant';
import { AppError, forbidden } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import type { SchoolRef } from '../schools/repository';
import { keyMatches, parseUploadAddress } from '../uploads/address';
import { ownStoredUploads, setAudience } from '../uploads/repository';
import { insertFeedback, listFeedback, updateFeedbackStatus } from './repository';

/**
 * 400 feedback.unknown_image unless every picture is the full address (key included) of an image this
 * user uploaded to this school; answers their upload ids.
 */
async function checkPictures(tx: Tx, school: SchoolRef, userId: string, picUrl: string | undefined): Promise<string[]> {
  const urls = (picUrl ?? '').split(',').filter(Boolean);
  const addresses = urls.map((url) => {
    const address = parseUploadAddress(url);
    return address?.tenantId === school.tenantId ? address : null;
  });
  const own = await ownStoredUploads(tx, school.id, userId, addresses.flatMap((a) => (a ? [a.id] : [])));
  const keys = new Map(own.map((row) => [row.id, row.accessKey]));
  const bad = urls.filter((_url, i) => {
    const address = addresses[i];
    const stored = address && keys.get(address.id);
    return !stored || !keyMatches(address.key, stored);
  });
  if (bad.length > 0) {
    throw new AppError(400, 'feedback.unknown_image', 'Pictures must be images you uploaded for this feedback.', bad.map((url) => ({ pointer: '/picUrl', message: `not an upload of yours: ${url}` })));
  }
  return addresses.map((a) => a!.id);
}

/**
 * Stores a validated submission for the school. The user is the session's: a `userId` naming
 * someone else is refused. Pictures must be the user's own uploads to this school (so no one stores
 * links to elsewhere for administrators to open); from then on only the sender and the school's
 * administrators may see them. The phone is kept only when contact is allowed.
 */
export async function submitFeedback(db: Db, school: SchoolRef, user: UserRow, body: FeedbackSubmission): Promise<string> {
  if (body.userId !== undefined && body.userId !== user.id) throw forbidden('Feedback is sent in your own name only.');
  const id = nextId();
  const allowContact = body.allowContact === 1;
  await withTenant(db, school.tenantId, async (tx) => {
    const pictures = await checkPictures(tx, school, user.id, body.picUrl);
    await setAudience(tx, pictures, 'sender');
    await insertFeedback(tx, {
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
    });
  });
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
