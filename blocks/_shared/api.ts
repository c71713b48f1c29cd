import { ApiError } from '../../renderer/api';

/** POST a JSON body to the API from the browser with the session cookies; failures throw ApiError. */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string; details?: unknown[] } | null;
  if (!response.ok) throw new ApiError(response.status, payload?.error ?? 'http.error', payload?.message ?? response.statusText, payload?.details);
  return (payload?.data ?? payload) as T;
}

/** PUT, POST or DELETE from the browser with the session cookies (JSON body when given); failures throw ApiError. */
export async function sendJson<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string; details?: unknown[] } | null;
  if (!response.ok) throw new ApiError(response.status, payload?.error ?? 'http.error', payload?.message ?? response.statusText, payload?.details);
  return (payload?.data ?? payload) as T;
}
