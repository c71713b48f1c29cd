import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../server/db/ids';
import { enrollments } from '../../server/db/schema';
import { classAttendance, classSessions } from '../../server/db/schema-classes';
import { withTenant } from '../../server/db/tenant';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { PDF, PNG, uploadClassFile } from './helpers/class-fixture';
import { loginAs, makeResource, makeSchool, makeUser } from './helpers/factories';
import { uploadedImage } from './helpers/uploads';

// Who asks: no one, a member of another school, a learner of the school, the learner who sent the
// file (an enrolled learner of the class too), and an administrator of the school.
const ACTORS = ['anonymous', 'member of another school', 'member', 'sender', 'administrator'] as const;
type Actor = (typeof ACTORS)[number];
const KINDS = ['open', 'closed'] as const;
type Kind = (typeof KINDS)[number];

/** The files of one school, each by the address its owner was given (and, for uploads, the one stored before keys). */
const FILES = [
  'page image', 'page image, address without key', 'feedback picture', 'feedback picture, address without key',
  'class attachment', 'courseware', 'attendance proof', 'class file, address without key',
] as const;
type File = (typeof FILES)[number];

/** What each actor gets, in ACTORS order: 200, or the refusal (401 for anonymous on class routes, else 404). */
const EXPECTED: Record<File, Record<Kind, number[]>> = {
  'page image': { open: [200, 200, 200, 200, 200], closed: [404, 404, 200, 200, 200] },
  'page image, address without key': { open: [404, 404, 200, 200, 200], closed: [404, 404, 200, 200, 200] },
  'feedback picture': { open: [404, 404, 404, 200, 200], closed: [404, 404, 404, 200, 200] },
  'feedback picture, address without key': { open: [404, 404, 404, 200, 200], closed: [404, 404, 404, 200, 200] },
  'class attachment': { open: [401, 404, 200, 200, 200], closed: [401, 404, 200, 200, 200] },
  courseware: { open: [401, 404, 200, 200, 200], closed: [401, 404, 200, 200, 200] },
  'attendance proof': { open: [401, 404, 404, 200, 200], closed: [401, 404, 404, 200, 200] },
  'class file, address without key': { open: [401, 404, 404, 404, 404], closed: [401, 404, 404, 404, 404] },
};

interface Place {
  school: SchoolRef;
  cookies: Record<Actor, string>;
  urls: Record<File, string>;
  /** Each file's bytes: what an answer of 200 carries and a refusal must not. */
  bytes: Record<File, Buffer>;
}

let t: TestApp;
let png: Buffer;
const places = {} as Record<Kind, Place>;

const M = '/api/manager';
const withoutKey = (url: string) => url.replace(/\/[A-Za-z0-9_-]{22}(\?|$)/, '$1');

async function makePlace(kind: Kind, otherMember: string): Promise<Place> {
  const school = await makeSchool(t.db, { openSchool: kind === 'open' });
  const [member, sender, admin] = await Promise.all([
    makeUser(t.db, { school }), makeUser(t.db, { school }), makeUser(t.db, { school, role: 'administrator' }),
  ]);
  const cookies: Record<Actor, string> = {
    anonymous: '',
    'member of another school': otherMember,
    member: await loginAs(t.app, member.account, member.password),
    sender: await loginAs(t.app, sender.account, sender.password),
    administrator: await loginAs(t.app, admin.account, admin.password),
  };
  const headers = (cookie: string) => ({ cookie, tenantid: school.id });

  // Images: one for a page, one sent with feedback.
  const image = await sharp({ create: { width: 6, height: 4, channels: 3, background: kind === 'open' ? '#123456' : '#654321' } }).png().toBuffer();
  const pageImage = await uploadedImage(t, school.id, cookies.sender, image);
  const picture = await uploadedImage(t, school.id, cookies.sender, png, 'feedback');
  const sent = await t.app.inject({
    method: 'POST', url: '/api/school/feedback/addFeedback', headers: { cookie: cookies.sender },
    payload: { feedbackType: 1, feedbackContent: 'The video stops', picUrl: picture, allowContact: 0, tenantId: school.id, clientType: '1' },
  });
  expect(sent.statusCode, sent.body).toBe(200);

  // A class with both learners; files attached by the administrator, a proof by the sender.
  const classId = await makeResource(t.db, school, { type: 5, title: { en_US: `Class of the ${kind} school` } });
  const attendanceId = nextId();
  await withTenant(t.db.db, school.tenantId, async (tx) => {
    await tx.insert(enrollments).values([member.id, sender.id].map((userId) => ({ tenantId: school.tenantId, resourceId: classId, userId })));
    const sessionId = nextId();
    await tx.insert(classSessions).values({ tenantId: school.tenantId, id: sessionId, classId, title: { en_US: 'Session' }, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000) });
    await tx.insert(classAttendance).values({ tenantId: school.tenantId, id: attendanceId, sessionId, userId: sender.id, status: 'present' });
  });
  const attachmentFile = (await uploadClassFile(t, school, cookies.administrator, 'plan.pdf', PDF)).json().data.id as string;
  const coursewareFile = (await uploadClassFile(t, school, cookies.administrator, 'notes.pdf', PDF)).json().data.id as string;
  const proofFile = (await uploadClassFile(t, school, cookies.sender, 'proof.png', PNG)).json().data.id as string;
  const attached = await t.app.inject({ method: 'POST', url: `${M}/attachment/addClassAttachments/${classId}`, headers: headers(cookies.administrator), payload: { classAttachmentlist: [{ uuid: attachmentFile, name: 'plan.pdf' }] } });
  expect(attached.statusCode, attached.body).toBe(200);
  const courseware = await t.app.inject({ method: 'POST', url: `${M}/classCourseware/addClassCourseware/${classId}`, headers: headers(cookies.administrator), payload: { coursewareName: 'Notes', coursewareUuid: coursewareFile } });
  expect(courseware.statusCode, courseware.body).toBe(200);
  const proof = await t.app.inject({ method: 'POST', url: `${M}/v1/class/attendance-attachments`, headers: headers(cookies.sender), payload: { attendanceId, uuid: proofFile, name: 'proof.png' } });
  expect(proof.statusCode, proof.body).toBe(200);
  const attachmentUrl = (await t.app.inject({ url: `${M}/attachment/attachmentList/${classId}`, headers: headers(cookies.member) })).json().data[0].url as string;
  const coursewareUrl = (await t.app.inject({ url: `${M}/classCourseware/classCoursewareList/${classId}`, headers: headers(cookies.member) })).json().data.list[0].url as string;

  return {
    school,
    cookies,
    urls: {
      'page image': pageImage,
      'page image, address without key': withoutKey(pageImage),
      'feedback picture': picture,
      'feedback picture, address without key': withoutKey(picture),
      'class attachment': attachmentUrl,
      courseware: coursewareUrl,
      'attendance proof': proof.json().data.url as string,
      'class file, address without key': withoutKey(attachmentUrl),
    },
    bytes: {
      'page image': image, 'page image, address without key': image, 'feedback picture': png, 'feedback picture, address without key': png,
      'class attachment': PDF, courseware: PDF, 'attendance proof': PNG, 'class file, address without key': PDF,
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_DIR: `/tmp/portal-file-access-test-${process.pid}` });
  png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#f80' } }).png().toBuffer();
  const other = await makeSchool(t.db);
  const outsider = await makeUser(t.db, { school: other });
  const otherMember = await loginAs(t.app, outsider.account, outsider.password);
  for (const kind of KINDS) places[kind] = await makePlace(kind, otherMember);
});
afterAll(() => t?.close());

describe('who gets a stored file, route by route', () => {
  it('every file address has its key: 22 base64url characters after the id', () => {
    for (const kind of KINDS) {
      const { urls } = places[kind];
      expect(urls['page image']).toMatch(/^\/api\/school\/v1\/files\/\d{19}\/\d{19}\/[A-Za-z0-9_-]{22}$/);
      expect(urls['feedback picture']).toMatch(/^\/api\/school\/v1\/files\/\d{19}\/\d{19}\/[A-Za-z0-9_-]{22}$/);
      for (const file of ['class attachment', 'courseware', 'attendance proof'] as const) {
        expect(urls[file]).toMatch(/^\/api\/manager\/v1\/classFiles\/\d{19}\/[A-Za-z0-9_-]{22}\?schoolId=\d{19}$/);
      }
    }
  });

  it.each(KINDS.flatMap((kind) => FILES.map((file) => [file, kind] as const)))('%s of the %s school', async (file, kind) => {
    const place = places[kind];
    const seen: string[] = [];
    for (const [i, actor] of ACTORS.entries()) {
      const res = await t.app.inject({ url: place.urls[file], headers: place.cookies[actor] ? { cookie: place.cookies[actor] } : {} });
      seen.push(`${actor}: ${res.statusCode}`);
      const expected = EXPECTED[file][kind][i]!;
      if (res.statusCode !== expected) continue;
      const cache = String(res.headers['cache-control']);
      if (expected === 200) {
        expect(res.rawPayload.equals(place.bytes[file]), `${actor} gets the file itself`).toBe(true);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const shared = file === 'page image' && kind === 'open';
        expect(cache, `${actor}: caching of a ${shared ? 'public' : 'private'} file`).toBe(shared ? 'public, max-age=86400' : 'private, max-age=3600');
        if (!shared) expect(res.headers.vary).toBe('Cookie');
      } else {
        expect(res.rawPayload.includes(place.bytes[file])).toBe(false);
        expect(cache, `${actor}: a refusal is kept by no cache`).toBe('private, no-store');
        if (expected === 404) expect(res.json()).toEqual({ code: 404, error: 'upload.not_found', message: 'File not found.' });
      }
    }
    expect(seen).toEqual(ACTORS.map((actor, i) => `${actor}: ${EXPECTED[file][kind][i]}`));
  });

  it('a page image becomes private to the sender and the administrators once it is sent as a feedback picture', async () => {
    const { school, cookies } = places.open;
    const image = await uploadedImage(t, school.id, cookies.sender, png);
    expect((await t.app.inject({ url: image })).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST', url: '/api/school/feedback/addFeedback', headers: { cookie: cookies.sender },
      payload: { feedbackType: 0, feedbackContent: 'See the picture', picUrl: image, allowContact: 0, tenantId: school.id, clientType: '1' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await t.app.inject({ url: image })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image, headers: { cookie: cookies.member } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image, headers: { cookie: cookies.administrator } })).statusCode).toBe(200);
  });
});

describe('file addresses that are not quite right', () => {
  const NOT_FOUND = { code: 404, error: 'upload.not_found', message: 'File not found.' };

  /** Variants of an upload address `/api/school/v1/files/{tenant}/{id}/{key}`, given another file's parts. */
  function uploadCorpus(url: string, otherTenantUrl: string, sameTenantUrl: string): [string, string][] {
    const [, tenant, id, key] = /^\/api\/school\/v1\/files\/(\d+)\/(\d+)\/(.+)$/.exec(url)!;
    const [, otherTenant, otherId, otherKey] = /^\/api\/school\/v1\/files\/(\d+)\/(\d+)\/(.+)$/.exec(otherTenantUrl)!;
    const sameTenantKey = sameTenantUrl.split('/').at(-1)!;
    const base = '/api/school/v1/files';
    const flip = (k: string) => (k[0] === 'A' ? 'B' : 'A') + k.slice(1);
    return [
      ['a wrong key of the right form', `${base}/${tenant}/${id}/${flip(key!)}`],
      ['the key of a file of another tenant', `${base}/${tenant}/${id}/${otherKey}`],
      ['the key under the other tenant', `${base}/${otherTenant}/${id}/${key}`],
      ['the other tenant\'s file under this tenant', `${base}/${tenant}/${otherId}/${otherKey}`],
      ['the key of another file of the same tenant', `${base}/${tenant}/${id}/${sameTenantKey}`],
      ['a truncated key', `${base}/${tenant}/${id}/${key!.slice(0, 21)}`],
      ['a key with one more character', `${base}/${tenant}/${id}/${key}A`],
      ['a key in other letter case', `${base}/${tenant}/${id}/${key!.toUpperCase() === key ? key!.toLowerCase() : key!.toUpperCase()}`],
      ['an id of 2^63', `${base}/${tenant}/9223372036854775808/${key}`],
      ['an id of 19 nines', `${base}/${tenant}/9999999999999999999/${key}`],
      ['a tenant of 2^63', `${base}/9223372036854775808/${id}/${key}`],
      ['an id of 0', `${base}/${tenant}/0/${key}`],
      ['an id with letters', `${base}/${tenant}/12ab/${key}`],
      ['a key with an encoded slash', `${base}/${tenant}/${id}/..%2F${key!.slice(3)}`],
      ['a key with an encoded space', `${base}/${tenant}/${id}/${key!.slice(1)}%20`],
    ];
  }

  it('answer 404 upload.not_found like no file, to anyone, for an open school\'s public image', async () => {
    const url = places.open.urls['page image'];
    const problems: string[] = [];
    for (const [name, variant] of uploadCorpus(url, places.closed.urls['page image'], places.open.urls['feedback picture'])) {
      for (const actor of ACTORS) {
        const res = await t.app.inject({ url: variant, headers: places.open.cookies[actor] ? { cookie: places.open.cookies[actor] } : {} });
        if (res.statusCode !== 404 || JSON.stringify(res.json()) !== JSON.stringify(NOT_FOUND)) problems.push(`${name} as ${actor}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
    // Only the full address is the file; without its key it is no public file.
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: withoutKey(url) })).json()).toEqual(NOT_FOUND);
  });

  it('answer 404 even to members for a closed school\'s image, and to the sender for a feedback picture', async () => {
    const problems: string[] = [];
    for (const [file, actor] of [['page image', 'member'], ['feedback picture', 'sender'], ['feedback picture', 'administrator']] as const) {
      const url = places.closed.urls[file];
      for (const [name, variant] of uploadCorpus(url, places.open.urls[file], places.closed.urls[file === 'page image' ? 'feedback picture' : 'page image'])) {
        const res = await t.app.inject({ url: variant, headers: { cookie: places.closed.cookies[actor] } });
        if (res.statusCode !== 404 || JSON.stringify(res.json()) !== JSON.stringify(NOT_FOUND)) problems.push(`${file}, ${name} as ${actor}: ${res.statusCode}`);
      }
      expect((await t.app.inject({ url, headers: { cookie: places.closed.cookies[actor] } })).statusCode).toBe(200);
    }
    expect(problems).toEqual([]);
  });

  it('answer 404 upload.not_found for class files, even to those who may see the file', async () => {
    const url = places.closed.urls['class attachment'];
    const [, id, key, query] = /^\/api\/manager\/v1\/classFiles\/(\d+)\/([^?]+)(\?.*)$/.exec(url)!;
    const otherKey = /\/([A-Za-z0-9_-]{22})\?/.exec(places.open.urls['class attachment'])![1]!;
    const proofKey = /\/([A-Za-z0-9_-]{22})\?/.exec(places.closed.urls['attendance proof'])![1]!;
    const base = `${M}/v1/classFiles`;
    const corpus: [string, string][] = [
      ['no key', `${base}/${id}${query}`],
      ['a wrong key', `${base}/${id}/${(key![0] === 'A' ? 'B' : 'A') + key!.slice(1)}${query}`],
      ['the key of another tenant\'s file', `${base}/${id}/${otherKey}${query}`],
      ['the key of another file of the school', `${base}/${id}/${proofKey}${query}`],
      ['a truncated key', `${base}/${id}/${key!.slice(0, 21)}${query}`],
      ['an id of 2^63', `${base}/9223372036854775808/${key}${query}`],
      ['an id of 19 nines', `${base}/9999999999999999999/${key}${query}`],
    ];
    const problems: string[] = [];
    for (const [name, variant] of corpus) {
      for (const actor of ['member', 'administrator'] as const) {
        const res = await t.app.inject({ url: variant, headers: { cookie: places.closed.cookies[actor] } });
        if (res.statusCode !== 404 || JSON.stringify(res.json()) !== JSON.stringify(NOT_FOUND)) problems.push(`${name} as ${actor}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
    expect((await t.app.inject({ url, headers: { cookie: places.closed.cookies.member } })).statusCode).toBe(200);
  });
});
