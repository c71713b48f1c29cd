import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, browserGetJson } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

/** The browser's readable cookies, as the server leaves them after a login (or none for a visitor). */
function cookies(value: string) {
  vi.stubGlobal('document', { cookie: value });
}

/** A fake server: the access token is good once the refresh has happened (or when `loggedIn`). */
function server(options: { refreshWorks: boolean }) {
  let renewed = false;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/auth/oauth/token') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      renewed = options.refreshWorks;
      return renewed ? json(200, { code: 200, data: { token_type: 'Bearer' } }) : json(401, { code: 401, error: 'auth.invalid_refresh_token', message: 'no' });
    }
    return renewed ? json(200, { code: 200, message: 'success', data: { path } }) : json(401, { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

describe('apiFetch', () => {
  it('renews the session once on a 401 and tries again', async () => {
    cookies('sxz-lang=en_US; session_hint=1');
    const { calls } = server({ refreshWorks: true });
    await expect(browserGetJson('/api/accounts/users/me')).resolves.toEqual({ path: '/api/accounts/users/me' });
    expect(calls).toEqual(['GET /api/accounts/users/me', 'POST /api/auth/oauth/token', 'GET /api/accounts/users/me']);
  });

  it('shares one renewal between calls that fail at the same time', async () => {
    cookies('session_hint=1');
    const { calls } = server({ refreshWorks: true });
    await Promise.all([browserGetJson('/api/a'), browserGetJson('/api/b'), browserGetJson('/api/c')]);
    expect(calls.filter((c) => c.includes('oauth/token'))).toHaveLength(1);
  });

  it('answers the original 401 when the session cannot be renewed', async () => {
    cookies('session_hint=1');
    server({ refreshWorks: false });
    await expect(browserGetJson('/api/accounts/users/me')).rejects.toMatchObject({ status: 401, key: 'auth.unauthenticated' });
  });

  it('does not try to renew a visitor (no session hint)', async () => {
    cookies('sxz-lang=en_US');
    const { calls } = server({ refreshWorks: true });
    await expect(browserGetJson('/api/accounts/users/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['GET /api/accounts/users/me']);
  });

  it('never retries the auth endpoints themselves', async () => {
    cookies('session_hint=1');
    const { calls } = server({ refreshWorks: true });
    const response = await apiFetch('/api/auth/open/logout', { method: 'DELETE' });
    expect(response.status).toBe(401);
    expect(calls).toEqual(['DELETE /api/auth/open/logout']);
  });
});
