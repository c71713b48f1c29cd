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

/** GET a JSON API path in the browser, unwrapping `{ code, data }` and turning failures into ApiError. */
export async function browserGetJson<T = unknown>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string; details?: unknown[] } | null;
  if (!response.ok) {
    throw new ApiError(response.status, body?.error ?? 'http.error', body?.message ?? response.statusText, body?.details);
  }
  return (body?.data ?? body) as T;
}

/** True for an ApiError, also one made by another bundle's copy of the class (server render). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number';
}
