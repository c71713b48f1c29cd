import { QR_SUCCESS } from '../../schemas/federation';
import { ApiError, apiFetch } from '../../renderer/api';

export { postJson } from '../../renderer/api';

/** What an outside sign-in callback comes to: signed in, or an identity to link to an account first. */
export type SignInResult = { status: 'signedIn'; redirect: string } | { status: 'bind'; redirect: string; verify: boolean };

/**
 * A call of the QR login API: the spec counts it a success only with code 000000, whatever the HTTP
 * status says.
 */
export async function qrCall<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  const body = (await response.json().catch(() => null)) as { code?: unknown; data?: T; error?: string; message?: string } | null;
  if (body?.code !== QR_SUCCESS) throw new ApiError(response.status, body?.error ?? 'qr.failed', body?.message ?? response.statusText);
  return body.data as T;
}

/** The query string of the current page as a plain object (what a provider sent back to a callback). */
export function queryObject(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(search.entries());
}

/** Where a linked identity goes: the bind screen, then the `redirect` the sign-in started with. */
export function bindPath(result: { redirect: string; verify: boolean }): string {
  const page = result.verify ? '/uniportal/bound-account-verify' : '/uniportal/bind-account';
  return `${page}?${new URLSearchParams({ redirect: result.redirect })}`;
}
