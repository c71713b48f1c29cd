import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../../server/modules/oauth-server/service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeUser } from './helpers/factories';
import { authorizeAllowing, codeOf } from './helpers/oauth';

let t: TestApp;
let cookie: string;
let userId: string;
let secret: string;
const APP = 'https://app.example/cb';
beforeAll(async () => {
  t = await buildTestApp();
  const user = await makeUser(t.db, { realName: 'Ada' });
  userId = user.id;
  cookie = await loginAs(t.app, user.account, user.password);
  const rules = { production: false };
  secret = (await registerClient(t.db.db, { clientId: 'app-1', name: 'App', redirectUris: [APP], confidential: true }, rules)).clientSecret!;
  await registerClient(t.db.db, { clientId: 'spa-1', name: 'SPA', redirectUris: ['https://spa.example/'], confidential: false }, rules);
});
afterAll(() => t?.close());

function authorize(params: Record<string, string>, headers: Record<string, string> = { cookie }) {
  return t.app.inject({ url: `/api/auth/v1/oauth/authorize?${new URLSearchParams(params)}`, headers });
}
const base = { client_id: 'app-1', redirect_uri: APP, response_type: 'code', state: 'xyz' };
const exchange = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/v1/oauth/token', payload });

describe('GET /api/auth/v1/oauth/authorize', () => {
  it('issues a code to the exact registered redirect URI (once the member allowed it), exchanged once for the user', async () => {
    const target = new URL(await authorizeAllowing(t.app, cookie, base));
    expect(target.origin + target.pathname).toBe(APP);
    expect(target.searchParams.get('state')).toBe('xyz');
    const code = target.searchParams.get('code')!;
    const wrongSecret = await exchange({ grant_type: 'authorization_code', client_id: 'app-1', client_secret: 'nope', code, redirect_uri: APP });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe('oauth.invalid_client');
    const unknownClient = await exchange({ grant_type: 'authorization_code', client_id: 'nobody', client_secret: secret, code, redirect_uri: APP });
    expect(unknownClient.json()).toMatchObject({ code: 401, error: 'oauth.invalid_client' });
    const missingCode = await exchange({ grant_type: 'authorization_code', client_id: 'app-1', client_secret: secret, redirect_uri: APP });
    expect(missingCode.json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
    expect((await exchange({ grant_type: 'password', client_id: 'app-1', code, redirect_uri: APP })).statusCode).toBe(400);
    const user = await exchange({ grant_type: 'authorization_code', client_id: 'app-1', client_secret: secret, code, redirect_uri: APP });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json().data).toEqual({ user_id: userId, scope: 'openid profile', realName: 'Ada', nickName: '', avatarUrl: '', displayName: 'Ada' });
    const again = await exchange({ grant_type: 'authorization_code', client_id: 'app-1', client_secret: secret, code, redirect_uri: APP });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('oauth.invalid_grant');
  });

  it('a code presented with another redirect URI is refused, and is spent: it cannot be tried again', async () => {
    const code = codeOf(await authorizeAllowing(t.app, cookie, base));
    const other = await exchange({ grant_type: 'authorization_code', client_id: 'app-1', client_secret: secret, code, redirect_uri: 'https://app.example/other' });
    expect(other.json()).toMatchObject({ code: 400, error: 'oauth.invalid_grant' });
    const after = await exchange({ grant_type: 'authorization_code', client_id: 'app-1', client_secret: secret, code, redirect_uri: APP });
    expect(after.json().error).toBe('oauth.invalid_grant');
  });

  it('refuses any redirect URI that is not exactly registered, and never redirects there', async () => {
    for (const redirect_uri of ['https://app.example/cb/', 'https://app.example/cb?x=1', 'https://APP.example/cb', 'https://evil.example/cb', 'http://app.example/cb', 'https://app.example/cb#f']) {
      const res = await authorize({ ...base, redirect_uri });
      expect(res.statusCode, redirect_uri).toBe(400);
      expect(res.json().error, redirect_uri).toBe('oauth.redirect_uri_mismatch');
      expect(res.body).not.toContain('code=');
    }
  });

  it('refuses an unknown client, another response type, a missing login and another site', async () => {
    expect((await authorize({ ...base, client_id: 'nobody' })).json().error).toBe('oauth.unknown_client');
    const token = await authorize({ ...base, response_type: 'token' });
    expect(token.json()).toMatchObject({ code: 400, error: 'oauth.unsupported_response_type' });
    // The request came from the registered application, so the error goes back there (RFC 6749 §4.1.2.1).
    expect(token.json().details[0].redirect).toBe(`${APP}?error=unsupported_response_type&error_description=Only+response_type%3Dcode+is+supported.&state=xyz`);
    expect((await authorize({ ...base, client_id: '' })).statusCode).toBe(400);
    const anonymous = await authorize(base, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Verification failed, please Login again.');
    expect((await authorize(base, { cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('a public client must use PKCE, and the verifier must match', async () => {
    const spa = { client_id: 'spa-1', redirect_uri: 'https://spa.example/', response_type: 'code' };
    expect((await authorize(spa)).json().error).toBe('oauth.invalid_request');
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect((await authorize({ ...spa, code_challenge: challenge, code_challenge_method: 'plain' })).json().error).toBe('oauth.invalid_request');
    const code = codeOf(await authorizeAllowing(t.app, cookie, { ...spa, code_challenge: challenge, code_challenge_method: 'S256' }));
    const wrong = await exchange({ grant_type: 'authorization_code', client_id: 'spa-1', code, redirect_uri: 'https://spa.example/', code_verifier: 'w'.repeat(50) });
    expect(wrong.json().error).toBe('oauth.invalid_grant');
    const code2 = codeOf(await authorizeAllowing(t.app, cookie, { ...spa, code_challenge: challenge, code_challenge_method: 'S256' }));
    const right = await exchange({ grant_type: 'authorization_code', client_id: 'spa-1', code: code2, redirect_uri: 'https://spa.example/', code_verifier: verifier });
    expect(right.json().data.user_id).toBe(userId);
  });
});
