import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../tests/support/fake-xhr';
import { apiFetch, apiUpload, browserGetJson, onAuthFailure, readEnvelope, sendJson } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  onAuthFailure(null);
});

/** The browser's readable cookies, as the server leaves them after a login (or none for a visitor). */
function cookies(value: string) {
  vi.stubGlobal('document', { cookie: value });
}

/**
 * A fake server behind both fetch and XMLHttpRequest: every API call answers 401 (the access token ran
 * out) until the session is renewed, when the refresh works. Records each request with its body.
 */
function server(options: { refreshWorks: boolean }) {
  let renewed = false;
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const answer = (method: string, path: string, body: unknown) => {
    calls.push(`${method} ${path}`);
    bodies.push(body);
    if (path === '/api/auth/oauth/token') {
      renewed = options.refreshWorks;
      return renewed ? { status: 200, body: { code: 200, data: { token_type: 'Bearer' } } } : { status: 401, body: { code: 401, error: 'auth.invalid_refresh_token', message: 'no' } };
    }
    return renewed ? { status: 200, body: { code: 200, message: 'success', data: { path } } } : { status: 401, body: { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' } };
  };
  vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/oauth/token') await new Promise((resolve) => setTimeout(resolve, 5));
    const { status, body } = answer(init?.method ?? 'GET', path, init?.body);
    return json(status, body);
  }));
  stubXhr(answer);
  return { calls, bodies };
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

const form = new FormData();
form.append('fileName', 'dot.png');

/** Each kind of call a browser makes: a read, a mutation with a body, and an upload with progress. */
const KINDS = [
  { kind: 'a GET', method: 'GET', call: () => browserGetJson('/api/accounts/users/me'), path: '/api/accounts/users/me', body: undefined },
  { kind: 'a mutation', method: 'PUT', call: () => sendJson('PUT', '/api/mall/v1/orders/1/cancel', { reason: 'x' }), path: '/api/mall/v1/orders/1/cancel', body: '{"reason":"x"}' },
  { kind: 'an upload', method: 'PUT', call: async () => readEnvelope(await apiUpload('/api/portal/api/v1/portal/uploadFile?uploadId=1', { body: form })), path: '/api/portal/api/v1/portal/uploadFile?uploadId=1', body: form },
];

describe.each(KINDS)('$kind on an expired access token', ({ method, call, path, body }) => {
  it('renews the session once and succeeds, sending the same request again', async () => {
    cookies('session_hint=1');
    const ended = vi.fn();
    onAuthFailure(ended);
    const { calls, bodies } = server({ refreshWorks: true });
    await expect(call()).resolves.toEqual({ path });
    expect(calls).toEqual([`${method} ${path}`, 'POST /api/auth/oauth/token', `${method} ${path}`]);
    expect(bodies[2]).toBe(body);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session when the renewal fails: the failure handler runs once and the 401 stands', async () => {
    cookies('session_hint=1');
    const ended = vi.fn();
    onAuthFailure(ended);
    const { calls } = server({ refreshWorks: false });
    await expect(call()).rejects.toMatchObject({ status: 401, key: 'auth.unauthenticated' });
    expect(calls).toEqual([`${method} ${path}`, 'POST /api/auth/oauth/token']);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('apiUpload', () => {
  it('reports the progress of the bytes going out, and a network failure as fetch does', async () => {
    cookies('session_hint=1');
    server({ refreshWorks: true });
    const progress: number[] = [];
    await apiUpload('/api/x', { body: form, onProgress: (fraction) => progress.push(fraction) });
    // The first attempt met the 401; the second was sent again, each reporting its progress.
    expect(progress).toEqual([0.5, 0.5]);

    class Offline {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', Offline);
    await expect(apiUpload('/api/x', { body: form })).rejects.toBeInstanceOf(TypeError);
  });
});
