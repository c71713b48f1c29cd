import { ApiError } from '../renderer/api';

export { ApiError, browserGetJson } from '../renderer/api';

/** Sends JSON with POST or PUT, unwrapping `{ code, data }` and throwing ApiError like `browserGetJson` does. */
export async function sendJson<T = unknown>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string; details?: unknown[] } | null;
  if (!response.ok) {
    throw new ApiError(response.status, envelope?.error ?? 'http.error', envelope?.message ?? response.statusText, envelope?.details);
  }
  return (envelope?.data ?? envelope) as T;
}

const PORTAL = '/api/portal/api/v1/portal';

/** The draft of a page as the designer edits it. */
export interface Draft {
  page: { id: string; code: string; name: string };
  revision: number;
  document: unknown;
  updatedAt: string;
}

export interface PageSummary {
  id: string;
  code: string;
  name: string;
  releasedVersion: number | null;
}

/** The calls the designer makes (docs/api.md). */
export const designerApi = {
  pagesPath: (schoolId: string) => `${PORTAL}/pages?${new URLSearchParams({ schoolId })}`,
  draftPath: (schoolId: string, pageId: string) => `${PORTAL}/select-user-renovation?${new URLSearchParams({ schoolId, pageId })}`,
  savePath: (schoolId: string) => `${PORTAL}/insert-user-renovation?${new URLSearchParams({ schoolId })}`,
  releasePath: (schoolId: string, pageId: string) => `${PORTAL}/release-pages?${new URLSearchParams({ schoolId, id: pageId })}`,
};
