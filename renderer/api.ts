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
 * `fetch` for the API from the browser: a 401 (the short-lived access token ran out) renews the
 * session once and tries again, so a long designer session is never logged out while its refresh
 * token lives. The auth endpoints themselves are never retried.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  const response = await send();
  if (response.status !== 401 || path.startsWith('/api/auth/') || !hasSession()) return response;
  if (await refreshSession()) return send();
  authFailureHandler?.();
  return response;
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

/** True for an ApiError, also one made by another bundle's copy of the class (server render). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number';
}
