import { ApiError, apiFetch, browserGetJson, readEnvelope, sendJson } from '../../renderer/api';

export { ApiError, sendJson };
export const getJson = browserGetJson;

/** POST an `application/x-www-form-urlencoded` body (the token endpoint takes form bodies). */
export async function postForm<T = unknown>(path: string, fields: Record<string, string>): Promise<T> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return readEnvelope<T>(response);
}

/** Send a request without a body (DELETE, or a POST that needs none). */
export async function send<T = unknown>(method: string, path: string): Promise<T> {
  return readEnvelope<T>(await apiFetch(path, { method }));
}
