import { ApiError, browserGetJson } from '../../renderer/api';

export { ApiError };
export const getJson = browserGetJson;

async function unwrap<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string; details?: unknown[] } | null;
  if (!response.ok) throw new ApiError(response.status, body?.error ?? 'http.error', body?.message ?? response.statusText, body?.details);
  return body?.data as T;
}

/** POST an `application/x-www-form-urlencoded` body (the token endpoint takes form bodies). */
export async function postForm<T = unknown>(path: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
  return unwrap<T>(response);
}

/** Send a request without a body (DELETE, or a POST that needs none). */
export async function send<T = unknown>(method: string, path: string): Promise<T> {
  const response = await fetch(path, { method, credentials: 'same-origin', headers: { accept: 'application/json' } });
  return unwrap<T>(response);
}
