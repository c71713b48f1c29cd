import { apiFetch, readEnvelope } from '../../renderer/api';

const PORTAL = '/api/portal/api/v1/portal';

/** One submission as GET feedback presents it (server/modules/feedback/presenter.ts). */
export interface FeedbackItem {
  id: string;
  feedbackType: number;
  feedbackContent: string;
  picUrl: string;
  allowContact: number;
  phoneNumber: string | null;
  userName: string;
  status: number;
  createdAt: string;
}

/** A page of submissions. */
export interface FeedbackPage {
  list: FeedbackItem[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** Submissions per page in the inbox. */
export const INBOX_PAGE_SIZE = 10;

// apiFetch renews an expired session once; readEnvelope turns a failure into an ApiError with its stable key.
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return readEnvelope<T>(await apiFetch(url, init));
}

/** A page of the school's feedback, newest first; `status` 0 open, 1 handled, undefined both. */
export function readFeedback(schoolId: string, pageNumber: number, status: 0 | 1 | undefined): Promise<FeedbackPage> {
  const filter = status === undefined ? '' : `&status=${status}`;
  return call('GET', `${PORTAL}/feedback?schoolId=${encodeURIComponent(schoolId)}&pageNumber=${pageNumber}&pageSize=${INBOX_PAGE_SIZE}${filter}`);
}

/** Marks a submission handled (1) or open (0). */
export function markFeedback(schoolId: string, id: string, status: 0 | 1): Promise<unknown> {
  return call('PUT', `${PORTAL}/feedback/status?schoolId=${encodeURIComponent(schoolId)}`, { id, status });
}

/** How many pages `total` submissions fill (at least one). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
