import { Ajv } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { footerConfigSchema } from '../../schemas/footer-config';
import { isSafeLink } from '../../schemas/safe-url';
import { documentPipeline } from '../../server/modules/pages/document-pipeline';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';
import { renderedHome } from './helpers/rendered-page';

// Seeded: a failure prints its seed and path; FUZZ_SEED=<seed> reproduces it. FUZZ_RUNS scales every
// property (1 = the CI budget).
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const runs = (n: number) => ({ seed: SEED, numRuns: Math.max(1, Math.round(n * SCALE)) });
const P = '/api/portal/api/v1/portal';

/** Strings that try to become markup, script or another object's keys. */
const HOSTILE = [
  '<script>alert(1)</script>', '"><script>alert(1)</script>', '</script><script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>', '<a href="javascript:alert(1)">x</a>', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)',
  'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  '<iframe src="javascript:alert(1)"></iframe>', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '<style>*{x:expression(alert(1))}</style>',
  '<!--<script>alert(1)</script>-->', '<div style="background:url(javascript:alert(1))">', '<form action="javascript:alert(1)"><button>x</button></form>',
  '{{constructor.constructor("alert(1)")()}}', '__proto__', 'constructor', '\u2028\u2029', '\u0000', '/\\evil.example', '//evil.example/x',
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.tuple(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE)).map(([x, y, z]) => x + y + z),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(70_000), '<b>'.repeat(5_000)),
);

/** Sections nested `depth` deep, built only when sent (fast-check never walks it). */
class DeepNesting {
  constructor(readonly depth: number) {}
  toJSON(): unknown {
    let value: unknown = {};
    for (let i = 0; i < this.depth; i += 1) value = { blocks: [{ id: `b${i}`, type: 'section', v: 1, props: {}, slots: { body: [value] } }] };
    return value;
  }
  [fc.toStringMethod](): string {
    return `DeepNesting(${this.depth})`;
  }
}

/** Any JSON, with prototype-polluting keys and deep nesting among it. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'blocks', 'props', 'type'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.nat({ max: 500 }).map((depth) => new DeepNesting(depth)),
);

const LANGUAGE_KEY = /^[a-z]{2}_[A-Z]{2}$/;

/** Replaces every text of `value` (strings under a language key, and links) with one of `strings` in turn: a block's defaults with hostile text. */
function withStrings(value: unknown, strings: string[], counter = { i: 0 }, key = ''): unknown {
  if (typeof value === 'string') return LANGUAGE_KEY.test(key) || /link|url/i.test(key) ? strings[counter.i++ % strings.length] : value;
  if (Array.isArray(value)) return value.map((item) => withStrings(item, strings, counter, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withStrings(v, strings, counter, k)]));
  return value;
}

const blockTypes = [...blockRegistry.keys()];
const block = (type: string, props: unknown, i: number) => ({ id: `b_blk${i}`, type, v: blockRegistry.get(type)!.version, props });

/** A page document: real block types with defaults or hostile text, sometimes mutated into anything. */
const documentArb = fc
  .record({
    types: fc.array(fc.constantFrom(...blockTypes), { minLength: 1, maxLength: 6 }),
    strings: fc.array(hostileString, { minLength: 1, maxLength: 5 }),
    hostileText: fc.boolean(),
    // Mostly documents of real blocks (stored when the text passes), some mutated, some anything at all.
    mutation: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constantFrom('props', 'type', 'v', 'id', 'slots', 'extra'), hostileJson) }),
    envelope: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileJson }),
  })
  .map(({ types, strings, hostileText, mutation, envelope }) => {
    if (envelope !== undefined) return envelope;
    const blocks: Record<string, unknown>[] = types.map((type, i) => {
      const defaults = blockRegistry.get(type)!.defaults as unknown;
      return block(type, hostileText ? withStrings(defaults, strings) : defaults, i);
    });
    if (mutation) blocks[mutation[0] % blocks.length]![mutation[1]] = mutation[2];
    return { schemaVersion: 1, settings: { isfullPage: false }, blocks };
  });

let t: TestApp;
let school: SchoolRef;
let cookie: string;
let homeId: string;
let revision = 0;
const validate = documentPipeline();

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const admin = await makeUser(t.db, { school, role: 'administrator' });
  cookie = await loginAs(t.app, admin.account, admin.password);
  const pages = (await t.app.inject({ url: `${P}/pages?schoolId=${school.id}`, headers: { cookie } })).json().data as { id: string; code: string }[];
  homeId = pages.find((p) => p.code === 'home')!.id;
  revision = (await t.app.inject({ url: `${P}/select-user-renovation?schoolId=${school.id}&pageId=${homeId}`, headers: { cookie } })).json().data.revision;
});
afterAll(async () => {
  await t?.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const clientError = (status: number) => status >= 400 && status < 500;

/** Saves a document as the home page's draft; returns the status, and checks what was stored when accepted. */
async function saveHome(document: unknown): Promise<number> {
  const res = await send('POST', `${P}/insert-user-renovation?schoolId=${school.id}`, { pageId: homeId, revision, document });
  if (res.statusCode === 200) {
    revision = res.json().data.revision;
    const stored = (await t.app.inject({ url: `${P}/select-user-renovation?schoolId=${school.id}&pageId=${homeId}`, headers: { cookie } })).json().data.document;
    expect(() => validate(stored), 'the stored draft is a valid document').not.toThrow();
  }
  return res.statusCode;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data', 'background', 'ping']);

/** Script elements, event attributes and script URLs anywhere in a page (the one state script aside). */
function surviving(document: Document): string[] {
  const found: string[] = [];
  const scripts = [...document.querySelectorAll('script')];
  if (scripts.length !== 1 || !scripts[0]!.textContent!.startsWith('window.__PORTAL_STATE__=')) found.push(`${scripts.length} script elements`);
  else JSON.parse(scripts[0]!.textContent!.slice('window.__PORTAL_STATE__='.length));
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      // Browsers skip whitespace and control characters inside a scheme (java\tscript:).
      const value = [...attribute.value].filter((c) => c.charCodeAt(0) > 0x20).join('').toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
      const scriptUrl = URL_ATTRIBUTES.has(attribute.name) && /^(javascript|vbscript|data:text\/html)/.test(value);
      if (scriptUrl || (attribute.name === 'style' && /expression\(|javascript:/.test(value))) found.push(`${element.tagName} ${attribute.name}=${attribute.value.slice(0, 60)}`);
    }
    if (['IFRAME', 'OBJECT', 'EMBED', 'FORM', 'BASE', 'META'].includes(element.tagName) && element.closest('#root')) found.push(element.tagName);
  }
  return found;
}

describe('fuzzing the API (seeded)', () => {
  it('page documents: never a 500, never an invalid document stored', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(documentArb, async (document) => {
        const status = await saveHome(document);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status === 200 || clientError(status), `status ${status}`).toBe(true);
      }),
      runs(100),
    );
    // Both kinds were tried: documents the server stored and documents it refused.
    expect([statuses.get(200) ?? 0, statuses.get(400) ?? 0].every((n) => n > 10), JSON.stringify([...statuses])).toBe(true);
  });

  it('navigation trees: never a 500, only safe links stored', async () => {
    const created: string[] = [];
    const navBody = fc.record(
      {
        name: fc.oneof(fc.dictionary(fc.constantFrom('en_US', 'zh_CN', '__proto__', 'xx'), hostileString, { maxKeys: 3 }), hostileJson),
        url: fc.oneof(hostileString, fc.constantFrom('/ok', 'https://example.org/x', 'mailto:a@b.c')),
        parentId: fc.oneof(fc.constant(null), fc.nat({ max: 10 }).map((i) => created[i] ?? '1234567890123456789'), fc.string({ maxLength: 20 })),
        order: fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.double()),
        visible: fc.oneof(fc.boolean(), fc.string({ maxLength: 3 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(navBody, fc.boolean(), fc.nat({ max: 10 }), async (body, update, which) => {
        const target = created[which % Math.max(1, created.length)];
        const res = update && target
          ? await send('PUT', `${P}/v2/navigations?schoolId=${school.id}&id=${target}`, body)
          : await send('POST', `${P}/v2/navigations?schoolId=${school.id}`, body);
        expect(res.statusCode === 200 || clientError(res.statusCode), `status ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(true);
        if (res.statusCode === 200 && !update) created.push(res.json().data.id);
      }),
      runs(80),
    );
    const tree = (await t.app.inject({ url: `${P}/v2/navigations?schoolId=${school.id}`, headers: { cookie } })).json().data as unknown;
    const urls = JSON.stringify(tree).match(/"url":"[^"]*"/g) ?? [];
    for (const url of urls) {
      const value = JSON.parse(`{${url}}`).url as string;
      expect(value === '' || isSafeLink(value), value).toBe(true);
    }
  });

  it('footer configs: never a 500, only valid configs stored', async () => {
    const valid = new Ajv({ allErrors: true }).compile(footerConfigSchema);
    const text = fc.oneof(hostileString, fc.string({ maxLength: 10 }));
    const nav = fc.record({ showName: text, relateType: fc.oneof(fc.nat({ max: 12 }), fc.string()), relateUrl: fc.oneof(hostileString, fc.constant('/x')) }, { requiredKeys: ['showName'] });
    const template = fc.record(
      {
        templateType: fc.constantFrom(1, 2, 3, '2'),
        isUsed: fc.oneof(fc.boolean(), fc.constant('true')),
        copyright: fc.record({ company: text, beian: text, support: text }, { requiredKeys: [] }),
        footerNavigations: fc.array(fc.record({ showName: text, relateUrl: fc.oneof(hostileString, fc.constant('/ok')), children: fc.array(nav, { maxLength: 3 }) }, { requiredKeys: ['showName'] }), { maxLength: 4 }),
        footerQrCodes: fc.array(fc.record({ url: fc.oneof(hostileString, fc.constant('https://example.org/qr.png')), showName: text }), { maxLength: 3 }),
      },
      { requiredKeys: ['templateType', 'isUsed'] },
    );
    const config = fc.oneof({ weight: 4, arbitrary: fc.record({ templates: fc.array(template, { maxLength: 3 }), versionInformationSwitch: fc.constantFrom('0', '1', '2') }, { requiredKeys: ['templates'] }) }, { weight: 1, arbitrary: hostileJson });
    await fc.assert(
      fc.asyncProperty(config, async (body) => {
        const res = await send('PUT', `${P}/open/footer?schoolId=${school.id}`, body);
        expect(res.statusCode === 200 || clientError(res.statusCode), `status ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(true);
      }),
      runs(80),
    );
    const stored = (await t.app.inject({ url: `${P}/open/footer?schoolId=${school.id}` })).json().data as { templates?: unknown[] };
    expect(valid({ templates: stored.templates ?? [] }), JSON.stringify(valid.errors)).toBe(true);
  });

  it('feedback payloads: never a 500', async () => {
    const payload = fc.oneof(
      { weight: 4, arbitrary: fc.record(
        {
          feedbackType: fc.oneof(fc.constantFrom(0, 1, 2, 3), fc.integer(), fc.string({ maxLength: 3 })),
          feedbackContent: fc.oneof(hostileString, fc.string({ maxLength: 250 })),
          picUrl: fc.oneof(hostileString, fc.constant('')),
          allowContact: fc.constantFrom(0, 1, 2, '1'),
          tenantId: fc.oneof(fc.constant(school.tenantId), fc.constant('1234567890123456789'), hostileString),
          clientType: fc.constantFrom('1', '2', 1),
          phoneNumber: fc.oneof(fc.constant('13800000000'), hostileString),
          schoolName: hostileString,
          userName: hostileString,
        },
        { requiredKeys: [] },
      ) },
      { weight: 1, arbitrary: hostileJson },
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const res = await send('POST', '/api/school/feedback/addFeedback', body);
        expect(res.statusCode === 200 || clientError(res.statusCode), `status ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(true);
      }),
      runs(120),
    );
  });

  it('hostile text in rich text, titles, links and names: no script survives into the rendered page', async () => {
    const page = fc.record({
      strings: fc.array(fc.constantFrom(...HOSTILE), { minLength: 3, maxLength: 6 }),
      name: fc.constantFrom(...HOSTILE.map((s) => s.slice(0, 60))),
    });
    let released = 0;
    await fc.assert(
      fc.asyncProperty(page, async ({ strings, name }) => {
        const slide = { title: { en_US: strings[0] }, subtitle: { en_US: strings[1] }, imageUrl: '', linkUrl: `/x?q=${encodeURIComponent(strings[2]!)}` };
        const document = {
          schemaVersion: 1,
          settings: { isfullPage: false },
          blocks: [
            block('nav-header', blockRegistry.get('nav-header')!.defaults, 0),
            block('rich-text', { content: { en_US: strings.join('<p>x</p>') } }, 1),
            block('banner', { ...(blockRegistry.get('banner')!.defaults as object), slides: [slide] }, 2),
            block('image', { url: '', alt: { en_US: strings[1] }, link: '', fit: 'cover' }, 3),
            block('footer', blockRegistry.get('footer')!.defaults, 4),
          ],
        };
        if ((await saveHome(document)) !== 200) return;
        await send('PUT', `${P}/v2/pages?schoolId=${school.id}&id=${homeId}`, { name: { en_US: name } });
        const release = await send('PUT', `${P}/release-pages?schoolId=${school.id}&id=${homeId}`, {});
        expect(release.statusCode, release.body).toBe(200);
        released += 1;
        expect(surviving(await renderedHome(t.app, school.id))).toEqual([]);
      }),
      runs(6),
    );
    expect(released, 'hostile pages were accepted, released and rendered').toBeGreaterThan(0);
  });
});
