import type { FeedbackRow } from './table';

/** A submission as administrators see it. */
export function presentFeedback(row: FeedbackRow) {
  return {
    id: row.id,
    feedbackType: row.feedbackType,
    feedbackContent: row.content,
    picUrl: row.picUrls,
    allowContact: row.allowContact ? 1 : 0,
    phoneNumber: row.phoneNumber,
    userId: row.userId,
    userName: row.userName,
    schoolName: row.schoolName,
    clientType: row.clientType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
