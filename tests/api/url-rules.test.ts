import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banner } from '../../blocks/banner';
import { BYPASS_FORMS, EXTERNAL_LINKS } from '../../schemas/bypass-forms';
import { emptyDocument } from '../../schemas/page-document';
import { registerClient } from '../../server/modules/oauth-server/service';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makePage, makeSchool, makeUser } from './helpers/factories';

/**
 * The table of open-redirect and link-injection forms (schemas/bypass-forms.ts) against every place
 * the server takes a URL from a user: page documents, navigation, the footer, OAuth2 redirect URIs and
 * the `redirect` of sign-in starts. Each is refused (and nothing stored changes) or stays on the site.
 */
const PORTAL = '/api/portal/api/v1/portal';
const REFUSED_AS_LINKS = BYPASS_FORMS.filter((form) => !EXTERNAL_LINKS.includes(form));
let t: TestApp;
let school: SchoolRef;
let admin: string;
let pageId: string;

beforeAll(async () => {
  t = await buildTestApp({ THIRD_PARTY_LOGIN: 'fake' });
  school = await makeSchool(t.db);
  const user = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, user.account, user.password);
  pageId = await makePage(t.db, school);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

const bannerDoc = (linkUrl: string) => ({
  ...emptyDocument(),
  blocks: [{ id: 'b_banner1', type: 'banner', v: banner.version, props: { ...banner.defaults, slides: [{ ...banner.defaults.slides[0]!, linkUrl }] } }],
});
const imageDoc = (link: string) => ({
  ...emptyDocument(),
  blocks: [{ id: 'b_image1', type: 'image', v: 1, props: { url: '/api/uploads/a.png', alt: { en_US: 'A' }, fit: 'cover', link } }],
});

async function draftRevision(): Promise<{ revision: number; body: string }> {
  const res = await call('GET', `${PORTAL}/select-user-renovation?schoolId=${school.id}&pageId=${pageId}`);
  expect(res.statusCode, res.body).toBe(200);
  return { revision: res.json().data.revision as number, body: JSON.stringify(res.json().data.document) };
}

describe('links in page documents', () => {
  it('keeps site paths, http(s) and mailto links of banners and images', async () => {
    for (const link of ['/portal/1/home?pageId=2', 'https://www.example.com/', 'http://intranet.example/', 'mailto:office@school.example']) {
      const { revision } = await draftRevision();
      const banners = await call('POST', `${PORTAL}/insert-user-renovation?schoolId=${school.id}`, { pageId, revision, document: bannerDoc(link) });
      expect(banners.statusCode, `${link}: ${banners.body}`).toBe(200);
    }
  });

  it('refuses every bypass form as a banner or image link with 400 and the field pointer, and stores nothing', async () => {
    const before = await draftRevision();
    for (const form of REFUSED_AS_LINKS) {
      for (const [doc, pointer] of [[bannerDoc(form), '/blocks/0/props/slides/0/linkUrl'], [imageDoc(form), '/blocks/0/props/link']] as const) {
        const res = await call('POST', `${PORTAL}/insert-user-renovation?schoolId=${school.id}`, { pageId, revision: before.revision, document: doc });
        expect(res.statusCode, JSON.stringify(form)).toBe(400);
        // The document's validation points into the document; the NUL check (for forms holding U+0000) into the body, at the same field.
        const pointers = res.json().details.map((d: { pointer: string }) => d.pointer.replace(/^\/document(?=\/)/, ''));
        expect(pointers, JSON.stringify(form)).toContain(pointer);
      }
    }
    const after = await draftRevision();
    expect(after).toEqual(before);
  });
});

describe('navigation and footer links', () => {
  it('refuses every bypass form as a navigation address, and adds nothing', async () => {
    const nav = `${PORTAL}/v2/navigations?schoolId=${school.id}`;
    const before = (await call('GET', nav)).json().data;
    for (const form of REFUSED_AS_LINKS) {
      const res = await call('POST', nav, { name: { en_US: 'Bad' }, url: form });
      expect(res.statusCode, JSON.stringify(form)).toBe(400);
      expect(res.json().error).toBe('request.invalid_body');
    }
    expect((await call('GET', nav)).json().data).toEqual(before);
    const good = await call('POST', nav, { name: { en_US: 'Mail us' }, url: 'mailto:office@school.example' });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('refuses every bypass form in footer navigations and QR codes, and keeps the saved footer', async () => {
    const footer = `${PORTAL}/open/footer?schoolId=${school.id}`;
    const saved = { templates: [{ templateType: 2, isUsed: true, footerNavigations: [{ showName: 'About', relateUrl: '/about' }] }] };
    expect((await call('PUT', footer, saved)).statusCode).toBe(200);
    const before = (await call('GET', footer)).body;
    for (const form of REFUSED_AS_LINKS) {
      const nav = { templates: [{ templateType: 2, isUsed: true, footerNavigations: [{ showName: 'x', relateUrl: '/a', children: [{ showName: 'y', relateUrl: form }] }] }] };
      const qr = { templates: [{ templateType: 2, isUsed: true, footerQrCodes: [{ url: form }] }] };
      expect((await call('PUT', footer, nav)).statusCode, JSON.stringify(form)).toBe(400);
      expect((await call('PUT', footer, qr)).statusCode, JSON.stringify(form)).toBe(400);
    }
    expect((await call('GET', footer)).body).toBe(before);
  });
});

describe('OAuth2 redirect_uri', () => {
  it('matches registered URIs exactly: no form of the table is accepted in place of one', async () => {
    const registered = 'https://app.example/cb';
    await registerClient(t.db.db, { clientId: 'url-rules-app', name: 'App', redirectUris: [registered], confidential: true }, { production: false });
    const variants = [...BYPASS_FORMS, ...BYPASS_FORMS.map((form) => `${registered}${form}`), `${registered}/..//evil.example`, 'https://app.example/cb/../cb', 'https://app.example/%63b'];
    for (const redirect_uri of variants) {
      const res = await call('GET', `/api/auth/v1/oauth/authorize?${new URLSearchParams({ client_id: 'url-rules-app', redirect_uri, response_type: 'code' })}`);
      expect(res.statusCode, JSON.stringify(redirect_uri)).toBe(400);
      expect(res.body).not.toContain('code=');
    }
    // Not one of them can be registered either, the absolute ones included (not in the normal form, http, user info).
    for (const form of BYPASS_FORMS) {
      const res = await registerClientRoute(form);
      expect(res.statusCode, JSON.stringify(form)).toBe(400);
      expect(res.json().error, JSON.stringify(form)).toBe('request.invalid_body');
    }
    expect((await call('GET', `/api/school/schools/${school.id}/oauth-clients`)).json().data).toEqual([]);
  });
});

/** An administrator registers an application whose redirect URI is `uri`. */
function registerClientRoute(uri: string) {
  return call('POST', `/api/school/schools/${school.id}/oauth-clients`, { name: 'Bad', redirectUris: [uri], confidential: true });
}

describe('`redirect` of sign-in starts', () => {
  it('keeps only site paths: every bypass form is replaced by the school home before it is stored', async () => {
    for (const form of BYPASS_FORMS) {
      const start = await t.app.inject({ url: `/api/auth/open/thirdlogin/hw/authorize?schoolId=${school.id}&redirect=${encodeURIComponent(form)}` });
      if (start.statusCode === 400) continue; // a form the query schema refuses outright (too long) goes nowhere
      expect(start.statusCode, JSON.stringify(form)).toBe(302);
      const location = new URL(start.headers.location as string, 'http://portal.test');
      expect(location.origin, JSON.stringify(form)).toBe('http://portal.test');
      const state = location.searchParams.get('state')!;
      const cookie = start.cookies.filter((c) => c.name === 'login_state').map((c) => `${c.name}=${c.value}`).join('; ');
      const consent = await t.app.inject({ method: 'POST', url: '/api/dev/third-party/hw/authorize', payload: { state, redirect_uri: '/hw/callback', subject: `hw-${BYPASS_FORMS.indexOf(form)}` } });
      const code = new URL(consent.headers.location as string, 'http://portal.test').searchParams.get('code')!;
      const done = await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/accesstoken', payload: { code, state }, headers: { cookie } });
      expect(done.statusCode, done.body).toBe(200);
      const redirect = done.json().data.redirect as string;
      expect(redirect, JSON.stringify(form)).toBe(`/portal/${school.id}/home`);
    }
  });
});
