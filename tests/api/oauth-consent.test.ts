import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_SCOPES } from '../../schemas/oauth-scopes';
import { users } from '../../server/db/schema';
import { oauthConsentRequests, oauthConsents } from '../../server/modules/oauth-server/table';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';
import { answerConsent, authorizeAllowing, authorizeAs, codeOf, SAME_ORIGIN } from './helpers/oauth';

/**
 * Consent before an application learns who a member is: asked the first time, remembered for the
 * scopes allowed, asked again for more; Deny goes back to the application; the answer is bound to
 * its request and to this site's page; the token answer holds only what was granted; members list
 * and revoke their own consents only.
 */
let t: TestApp;
let school: SchoolRef;
let admin: string;
let ada: { id: string; cookie: string };
let bob: { id: string; cookie: string };
let client: { clientId: string; clientSecret: string };
const CALLBACK = 'https://timetable.example/cb';
const MOBILE = '13800138000';
const EMAIL = 'ada@mail.example';

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const a = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  // Ada has no real name or nickname: her display name must not fall back to her mobile or e-mail in the answer.
  const adaUser = await makeUser(t.db, { email: EMAIL });
  await t.db.db.update(users).set({ mobile: MOBILE }).where(eq(users.id, adaUser.id));
  ada = { id: adaUser.id, cookie: await loginAs(t.app, adaUser.account, adaUser.password) };
  const bobUser = await makeUser(t.db, { realName: 'Bob' });
  bob = { id: bobUser.id, cookie: await loginAs(t.app, bobUser.account, bobUser.password) };
  const res = await t.app.inject({ method: 'POST', url: `/api/school/schools/${school.id}/oauth-clients`, headers: { cookie: admin }, payload: { name: 'Timetable', redirectUris: [CALLBACK] } });
  expect(res.statusCode, res.body).toBe(201);
  client = res.json().data;
});
afterAll(() => t?.close());

const ask = (scope?: string, state = 'st-1') => ({ client_id: client.clientId, redirect_uri: CALLBACK, response_type: 'code', state, ...(scope === undefined ? {} : { scope }) });
const exchange = (code: string) => t.app.inject({
  method: 'POST', url: '/api/auth/v1/oauth/token',
  payload: { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: CALLBACK },
});
const consentsOf = (userId: string) => t.db.db.select().from(oauthConsents).where(eq(oauthConsents.userId, userId));
const revokeAll = async () => {
  await t.db.db.delete(oauthConsents).where(sql`true`);
};
async function consentScreen(cookie: string, params: Record<string, string>) {
  const res = await authorizeAs(t.app, cookie, params);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(data.status, res.body).toBe('consent');
  return data as { ticket: string; scopes: string[]; allowed: string[]; application: unknown; user: unknown };
}
/** Shows the member the consent screen, answers it, and returns where the browser goes: always the application's own callback. */
async function answered(cookie: string, params: Record<string, string>, decision: 'allow' | 'deny'): Promise<URL> {
  const { ticket } = await consentScreen(cookie, params);
  const res = await answerConsent(t.app, cookie, ticket, decision);
  expect(res.statusCode, res.body).toBe(200);
  const target = new URL(res.json().data.redirect);
  expect(target.origin + target.pathname).toBe(CALLBACK);
  return target;
}
const list = (cookie: string) => t.app.inject({ url: '/api/personal-center/v1/applications', headers: { cookie } });
const revoke = (cookie: string, clientId: string) => t.app.inject({ method: 'DELETE', url: `/api/personal-center/v1/applications/${clientId}`, headers: { cookie, ...SAME_ORIGIN } });

describe('the consent screen', () => {
  it('is shown the first time: the application, its school, what it asks for and who the member is; nothing is issued or stored', async () => {
    await revokeAll();
    const res = await authorizeAs(t.app, bob.cookie, ask());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      status: 'consent',
      ticket: expect.stringMatching(/^[\w-]{40,}$/),
      application: { clientId: client.clientId, name: 'Timetable', school: { id: school.id, name: expect.objectContaining({ en_US: expect.stringMatching(/^School /) }) } },
      scopes: ['openid', 'profile'],
      allowed: [],
      user: { displayName: 'Bob', avatarUrl: '' },
    });
    expect(res.body).not.toContain('code=');
    expect(await consentsOf(bob.id)).toEqual([]);
  });

  it('Allow sends the code (with state) and is remembered: the next request goes straight through', async () => {
    await revokeAll();
    const target = await answered(bob.cookie, ask(undefined, 'first'), 'allow');
    expect(target.searchParams.get('state')).toBe('first');
    expect((await exchange(codeOf(target.href))).json().data).toEqual({ user_id: bob.id, scope: 'openid profile', realName: 'Bob', nickName: '', avatarUrl: '', displayName: 'Bob' });

    const again = await authorizeAs(t.app, bob.cookie, ask(undefined, 'second'));
    expect(again.json().data.status).toBe('redirect');
    const straight = new URL(again.json().data.redirect);
    expect(straight.searchParams.get('state')).toBe('second');
    expect((await exchange(codeOf(straight.href))).statusCode).toBe(200);
  });

  it('Deny goes back to the registered redirect URI with error=access_denied and the state, remembers nothing, and the next request asks again', async () => {
    await revokeAll();
    const target = await answered(bob.cookie, ask(undefined, 'deny-me'), 'deny');
    expect(Object.fromEntries(target.searchParams)).toEqual({ error: 'access_denied', error_description: 'The member did not allow this application.', state: 'deny-me' });
    expect(await consentsOf(bob.id)).toEqual([]);
    expect((await authorizeAs(t.app, bob.cookie, ask())).json().data.status).toBe('consent');
  });

  it('a consent covers requests for fewer scopes; a request for more asks again, for all it wants, and widens the consent', async () => {
    await revokeAll();
    await authorizeAllowing(t.app, bob.cookie, ask('openid profile phone'));
    for (const scope of ['openid', 'profile', 'phone', 'openid phone', '', 'phone profile openid']) {
      expect((await authorizeAs(t.app, bob.cookie, ask(scope))).json().data.status, scope).toBe('redirect');
    }
    const more = await consentScreen(bob.cookie, ask('openid email'));
    expect(more.scopes).toEqual(['openid', 'email']);
    expect(more.allowed).toEqual(['openid', 'profile', 'phone']);
    expect((await answerConsent(t.app, bob.cookie, more.ticket, 'allow')).statusCode).toBe(200);
    const [row] = await consentsOf(bob.id);
    expect([...row!.scopes].sort()).toEqual(['email', 'openid', 'phone', 'profile']);
    expect((await authorizeAs(t.app, bob.cookie, ask('openid profile phone email'))).json().data.status).toBe('redirect');
  });

  it('a ticket works once, for its own member, within its time; another member\'s try does not spend it', async () => {
    await revokeAll();
    const { ticket } = await consentScreen(bob.cookie, ask());
    const stolen = await answerConsent(t.app, ada.cookie, ticket, 'allow');
    expect(stolen.json()).toMatchObject({ code: 400, error: 'oauth.consent_invalid' });
    expect(await consentsOf(ada.id)).toEqual([]);
    expect((await answerConsent(t.app, bob.cookie, ticket, 'allow')).statusCode).toBe(200);
    expect((await answerConsent(t.app, bob.cookie, ticket, 'allow')).json().error).toBe('oauth.consent_invalid');
    expect((await answerConsent(t.app, bob.cookie, ticket, 'deny')).json().error).toBe('oauth.consent_invalid');
    expect((await answerConsent(t.app, bob.cookie, 'not-a-ticket', 'allow')).json().error).toBe('oauth.consent_invalid');

    await revokeAll();
    const late = await consentScreen(bob.cookie, ask());
    await t.db.db.update(oauthConsentRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oauthConsentRequests.userId, bob.id));
    expect((await answerConsent(t.app, bob.cookie, late.ticket, 'allow')).json().error).toBe('oauth.consent_invalid');
    expect(await consentsOf(bob.id)).toEqual([]);
  });

  it('the answer binds to the request: the redirect URI, scopes and state are the request\'s, whatever else is sent', async () => {
    await revokeAll();
    const { ticket } = await consentScreen(bob.cookie, ask('openid', 'bound'));
    const allowed = await t.app.inject({
      method: 'POST', url: '/api/auth/v1/oauth/consent', headers: { cookie: bob.cookie, ...SAME_ORIGIN },
      payload: { ticket, decision: 'allow', redirect_uri: 'https://evil.example/cb', scope: 'openid phone email', state: 'other' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const target = new URL(allowed.json().data.redirect);
    expect(target.origin + target.pathname).toBe(CALLBACK);
    expect(target.searchParams.get('state')).toBe('bound');
    expect((await exchange(codeOf(target.href))).json().data).toEqual({ user_id: bob.id, scope: 'openid' });
  });

  it('only this site\'s own page may send the answer: cross-site, sibling hosts, other origins and requests naming no origin are refused, and the ticket stays usable', async () => {
    await revokeAll();
    const { ticket } = await consentScreen(bob.cookie, ask());
    const refused: Record<string, string>[] = [
      {},
      { host: 'portal.test', 'sec-fetch-site': 'cross-site' },
      { host: 'portal.test', 'sec-fetch-site': 'same-site' },
      { host: 'portal.test', 'sec-fetch-site': 'none' },
      { host: 'portal.test', 'sec-fetch-site': 'same-site', origin: 'https://other.portal.test' },
      { host: 'portal.test', origin: 'https://evil.example' },
      { host: 'portal.test', origin: 'https://portal.test.evil.example' },
      { host: 'portal.test', origin: 'null' },
      { host: 'portal.test', 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const res = await answerConsent(t.app, bob.cookie, ticket, 'allow', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error, JSON.stringify(headers)).toBe('request.cross_site');
    }
    expect(await consentsOf(bob.id)).toEqual([]);
    expect((await answerConsent(t.app, bob.cookie, ticket, 'allow', { host: 'portal.test', origin: 'https://portal.test' })).statusCode).toBe(200);
    expect((await answerConsent(t.app, '', 'x', 'allow')).statusCode).toBe(401);
    for (const payload of [{ ticket: 'x' }, { ticket: 'x', decision: 'maybe' }, { ticket: '', decision: 'allow' }, { decision: 'allow' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/v1/oauth/consent', headers: { cookie: bob.cookie, ...SAME_ORIGIN }, payload });
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code: 400, error: 'request.invalid_body' });
    }
  });

  it('the screen cannot be framed by another page: its HTML forbids every frame ancestor', async () => {
    for (const path of ['/oauth2/v1/authorize?client_id=x', '/bigNet/v1/authorize', '/OAuth2/v1/Authorize/', '/bignet/v1/authorize/?a=b']) {
      const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect([res.headers['content-security-policy']].flat(), path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
    expect((await t.app.inject({ url: '/login/index', headers: { accept: 'text/html' } })).headers['x-frame-options']).toBeUndefined();
  });
});

describe('scopes', () => {
  it('the token answer holds exactly the fields the granted scopes name, for every combination', async () => {
    const optional = OAUTH_SCOPES.filter((scope) => scope !== 'openid');
    const combinations = Array.from({ length: 2 ** optional.length }, (_, mask) => optional.filter((_, i) => mask & (1 << i)));
    for (const extra of combinations) {
      await revokeAll();
      const scope = ['openid', ...extra].join(' ');
      const screen = await consentScreen(ada.cookie, ask(scope));
      expect(screen.scopes, scope).toEqual(['openid', ...extra]);
      const allowed = await answerConsent(t.app, ada.cookie, screen.ticket, 'allow');
      const answer = await exchange(codeOf(allowed.json().data.redirect));
      expect(answer.statusCode, answer.body).toBe(200);
      const expected: Record<string, unknown> = { user_id: ada.id, scope };
      if (extra.includes('profile')) Object.assign(expected, { nickName: '', realName: '', avatarUrl: '', displayName: '' });
      if (extra.includes('phone')) expected.mobile = MOBILE;
      if (extra.includes('email')) expected.email = EMAIL;
      expect(answer.json().data, scope).toEqual(expected);
      if (!extra.includes('phone')) expect(answer.body, scope).not.toContain(MOBILE);
      if (!extra.includes('email')) expect(answer.body, scope).not.toContain(EMAIL);
    }
  });

  it('no scope means openid profile; openid is always part of a sign-in; unknown scopes go back to the application as invalid_scope', async () => {
    await revokeAll();
    for (const scope of [undefined, '', '   ']) expect((await consentScreen(bob.cookie, ask(scope))).scopes, String(scope)).toEqual(['openid', 'profile']);
    expect((await consentScreen(bob.cookie, ask('email'))).scopes).toEqual(['openid', 'email']);
    expect((await consentScreen(bob.cookie, ask('email  phone'))).scopes).toEqual(['openid', 'phone', 'email']);
    const before = await t.db.db.select().from(oauthConsentRequests).where(eq(oauthConsentRequests.userId, bob.id));
    for (const scope of ['openid admin', 'OPENID', 'profile,email', 'openid\tprofile', 'openid offline_access', 'user:email']) {
      const res = await authorizeAs(t.app, bob.cookie, ask(scope, 'bad-scope'));
      expect(res.statusCode, scope).toBe(400);
      expect(res.json().error, scope).toBe('oauth.invalid_scope');
      const back = new URL(res.json().details[0].redirect);
      expect(back.origin + back.pathname, scope).toBe(CALLBACK);
      expect(back.searchParams.get('error'), scope).toBe('invalid_scope');
      expect(back.searchParams.get('state'), scope).toBe('bad-scope');
      expect(back.searchParams.get('code'), scope).toBeNull();
    }
    expect(await t.db.db.select().from(oauthConsentRequests).where(eq(oauthConsentRequests.userId, bob.id))).toHaveLength(before.length);
  });
});

describe('applications a member allowed (personal space)', () => {
  let other: { clientId: string };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/school/schools/${school.id}/oauth-clients`, headers: { cookie: admin }, payload: { name: 'Library', redirectUris: ['https://library.example/cb'] } });
    other = res.json().data;
  });

  it('lists the member\'s own consents only, with the application, its school, what it receives and when', async () => {
    await revokeAll();
    await authorizeAllowing(t.app, bob.cookie, ask('openid profile email'));
    await authorizeAllowing(t.app, ada.cookie, { client_id: other.clientId, redirect_uri: 'https://library.example/cb', response_type: 'code', scope: 'phone' });
    const mine = await list(bob.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([{
      clientId: client.clientId, name: 'Timetable', school: { id: school.id, name: expect.objectContaining({ en_US: expect.any(String) }) },
      scopes: ['openid', 'profile', 'email'], allowedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }]);
    expect(mine.body).not.toContain('Library');
    expect((await list(ada.cookie)).json().data.map((c: { name: string }) => c.name)).toEqual(['Library']);
    expect((await list('')).statusCode).toBe(401);
  });

  it('another member\'s consent cannot be revoked: 404, and it stays', async () => {
    await revokeAll();
    await authorizeAllowing(t.app, bob.cookie, ask());
    const res = await revoke(ada.cookie, client.clientId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('oauth.consent_not_found');
    expect(await consentsOf(bob.id)).toHaveLength(1);
    expect((await revoke('', client.clientId)).statusCode).toBe(401);
    expect((await revoke(bob.cookie, 'no-such-app')).statusCode).toBe(404);
  });

  it('revoking makes the next request ask again, and voids the codes not spent yet', async () => {
    await revokeAll();
    const unspent = codeOf(await authorizeAllowing(t.app, bob.cookie, ask()));
    const res = await revoke(bob.cookie, client.clientId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ revoked: true });
    expect((await list(bob.cookie)).json().data).toEqual([]);
    expect((await exchange(unspent)).json().error).toBe('oauth.invalid_grant');
    expect((await authorizeAs(t.app, bob.cookie, ask())).json().data.status).toBe('consent');
    expect((await revoke(bob.cookie, client.clientId)).statusCode).toBe(404);
  });

  it('removing an application removes the consents given to it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/school/schools/${school.id}/oauth-clients`, headers: { cookie: admin }, payload: { name: 'Short-lived', redirectUris: ['https://short.example/cb'] } });
    const gone = res.json().data.clientId as string;
    await authorizeAllowing(t.app, bob.cookie, { client_id: gone, redirect_uri: 'https://short.example/cb', response_type: 'code' });
    const pending = await consentScreen(ada.cookie, { client_id: gone, redirect_uri: 'https://short.example/cb', response_type: 'code' });
    expect((await list(bob.cookie)).json().data.map((c: { clientId: string }) => c.clientId)).toContain(gone);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/school/schools/${school.id}/oauth-clients/${gone}`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await list(bob.cookie)).json().data.map((c: { clientId: string }) => c.clientId)).not.toContain(gone);
    expect((await answerConsent(t.app, ada.cookie, pending.ticket, 'allow')).json().error).toBe('oauth.consent_invalid');
  });
});
