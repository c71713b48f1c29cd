/** The error a failed API call throws: HTTP status plus the envelope's stable key and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details: unknown[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TOKEN_PATH = '/api/auth/oauth/token';
let refreshing: Promise<boolean> | null = null;

/** Renews the session with the refresh cookie; callers that meet a 401 at the same time share one renewal. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(TOKEN_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: 'grant_type=refresh_token',
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The server's readable `session_hint` cookie lives as long as the refresh token: without it, a 401 means a visitor. */
function hasSession(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)session_hint=1(?:;|$)/.test(document.cookie);
}

/**
 * Sends a request once more after renewing the session when it met a 401 (the short-lived access token
 * ran out), so a long designer session is never logged out while its refresh token lives. The auth
 * endpoints themselves are never retried; a renewal that fails ends the session (`onAuthFailure`).
 */
async function withSession<R extends { status: number }>(path: string, send: () => Promise<R>): Promise<R> {
  const response = await send();
  if (response.status !== 401 || path.startsWith('/api/auth/') || !hasSession()) return response;
  if (await refreshSession()) return send();
  authFailureHandler?.();
  return response;
}

/**
 * `fetch` for the API from the browser, with the session's renewal (`withSession`). This module is
 * the one place browser code calls `fetch` or `XMLHttpRequest` (`api-calls.test.ts` checks).
 */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return withSession(path, () => fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } }));
}

/** An upload with progress: `apiFetch` for a body whose sending is reported as 0…1 (fetch reports none). */
export interface UploadRequest {
  method?: 'PUT' | 'POST';
  headers?: Record<string, string>;
  body: FormData | Blob;
  onProgress?: (fraction: number) => void;
}

/** One XMLHttpRequest, answered as a Response; rejects with a TypeError when no answer came, as fetch does. */
function sendWithProgress(path: string, { method = 'PUT', headers = {}, body, onProgress }: UploadRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    for (const [name, value] of Object.entries({ accept: 'application/json', ...headers })) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const empty = [204, 205, 304].includes(request.status);
      resolve(new Response(empty ? null : request.responseText, { status: request.status, headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' } }));
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.send(body);
  });
}

/** Uploads `body` to an API path with progress events, renewing the session on a 401 like `apiFetch` (the bytes are sent again). */
export function apiUpload(path: string, upload: UploadRequest): Promise<Response> {
  return withSession(path, () => sendWithProgress(path, upload));
}

/**
 * A file that is not the portal's API, such as a bulletin's JSON configuration, which may live on
 * another site: no session to renew, no cookies sent elsewhere.
 */
export function fetchFile(url: string): Promise<Response> {
  return fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
}

let authFailureHandler: (() => void) | null = null;

/**
 * What the shared request path does when a session ends under it (a 401 the refresh token cannot
 * mend): the app sets it at start (src/platform/auth-failure.ts); null turns it off.
 */
export function onAuthFailure(handler: (() => void) | null): void {
  authFailureHandler = handler;
}

/** The `data` of a `{ code, data }` envelope, or an ApiError with the failure's status, key and message. */
export async function readEnvelope<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string; details?: unknown[] } | null;
  if (!response.ok) {
    throw new ApiError(response.status, body?.error ?? 'http.error', body?.message ?? response.statusText, body?.details);
  }
  return (body && 'data' in body ? body.data : body) as T;
}

/** GET a JSON API path in the browser, unwrapping `{ code, data }` and turning failures into ApiError. */
export async function browserGetJson<T = unknown>(path: string): Promise<T> {
  return readEnvelope<T>(await apiFetch(path));
}

/** Sends JSON with POST, PUT or DELETE (no body when `body` is undefined), unwrapping the envelope like `browserGetJson`. */
export async function sendJson<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const init: RequestInit = body === undefined ? { method, headers } : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return readEnvelope<T>(await apiFetch(path, init));
}

/** POST a JSON body and unwrap the envelope. */
export function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  return sendJson<T>('POST', path, body);
}

/** True for an ApiError, also one made by another bundle's copy of the class (server render). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number';
}
