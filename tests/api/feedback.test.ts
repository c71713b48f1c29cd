import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { grantRole } from '../../server/modules/schools/service';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let other: SchoolRef;
let member: string;
let memberId: string;
let admin: string;
let pictures: string[];
let png: Buffer;

/** Uploads a picture as `cookie` to `schoolId`; answers its static_url. */
async function upload(cookie: string, schoolId: string): Promise<string> {
  const boundary = '----fb';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${schoolId}`, payload, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.static_url as string;
}

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_DIR: `/tmp/portal-feedback-test-${process.pid}` });
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
  school = await makeSchool(t.db);
  other = await makeSchool(t.db);
  const m = await makeUser(t.db, { school });
  memberId = m.id;
  member = await loginAs(t.app, m.account, m.password);
  const a = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  pictures = [await upload(member, school.id), await upload(member, school.id)];
});
afterAll(() => t?.close());

const valid = () => ({
  feedbackType: 1, feedbackContent: 'The video stops', picUrl: pictures.join(','), allowContact: 1,
  tenantId: school.id, schoolName: 'School', userName: 'Ann', clientType: '1', phoneNumber: '13812345678',
});
const submit = (body: unknown, cookie: string | null = member) =>
  t.app.inject({ method: 'POST', url: '/api/school/feedback/addFeedback', headers: cookie ? { cookie } : {}, payload: body as object });
const list = (cookie: string | undefined, schoolId = school.id) =>
  t.app.inject({ url: `/api/portal/api/v1/portal/feedback?schoolId=${schoolId}`, headers: cookie ? { cookie } : {} });

describe('addFeedback', () => {
  it('stores a valid submission with code 200, and administrators list it', async () => {
    const res = await submit({ ...valid(), userId: memberId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, message: 'success' });
    const listed = await list(admin);
    expect(listed.json().data.list[0]).toMatchObject({ feedbackType: 1, feedbackContent: 'The video stops', allowContact: 1, phoneNumber: '13812345678', userId: memberId, status: 0 });
  });

  it('answers 401 to visitors', async () => {
    const res = await submit(valid(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('auth.unauthenticated');
  });

  it.each([
    ['empty text', { feedbackContent: '' }, '/feedbackContent'],
    ['text with leading blanks', { feedbackContent: '  hi' }, '/feedbackContent'],
    ['text over 200 characters', { feedbackContent: 'x'.repeat(201) }, '/feedbackContent'],
    ['an unknown type', { feedbackType: 7 }, '/feedbackType'],
    ['a phone not starting 13-19', { phoneNumber: '12812345678' }, '/phoneNumber'],
    ['a phone of 10 digits', { phoneNumber: '1381234567' }, '/phoneNumber'],
    ['five images', { picUrl: '/a,/b,/c,/d,/e' }, '/picUrl'],
    ['another client type', { clientType: '2' }, '/clientType'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, change, pointer) => {
    const before = (await list(admin)).json().data.total as number;
    const res = await submit({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('request.invalid_body');
    expect(res.json().details.map((d: { pointer: string }) => d.pointer)).toContain(pointer);
    expect((await list(admin)).json().data.total).toBe(before);
  });

  it('takes only pictures the sender uploaded to this school (400 feedback.unknown_image)', async () => {
    const someone = await makeUser(t.db, { school });
    const theirs = await upload(await loginAs(t.app, someone.account, someone.password), school.id);
    const o = await makeUser(t.db, { school: other });
    const elsewhere = await upload(await loginAs(t.app, o.account, o.password), other.id);
    const slot = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=a.png&schoolId=${school.id}`, headers: { cookie: member } });
    const neverFilled = slot.json().data.static_url as string;
    await grantRole(t.db.db, other, memberId, 'learner');
    const mine = await upload(member, other.id);
    for (const picUrl of [theirs, elsewhere, neverFilled, mine, 'https://elsewhere.example/x.png', `${pictures[0]},/x.png`]) {
      const before = (await list(admin)).json().data.total as number;
      const res = await submit({ ...valid(), picUrl });
      expect(res.statusCode, picUrl).toBe(400);
      expect(res.json()).toMatchObject({ error: 'feedback.unknown_image', details: [{ pointer: '/picUrl' }] });
      expect((await list(admin)).json().data.total).toBe(before);
    }
    expect((await submit({ ...valid(), picUrl: '' })).statusCode).toBe(200);
  });

  it('refuses a phone number when contact is not allowed, and takes none', async () => {
    expect((await submit({ ...valid(), allowContact: 0 })).statusCode).toBe(400);
    const { phoneNumber: _drop, ...rest } = valid();
    expect((await submit({ ...rest, allowContact: 0 })).statusCode).toBe(200);
    expect((await submit({ ...rest, allowContact: 1 })).statusCode).toBe(200);
  });

  it('refuses feedback in someone else\'s name (403) and for a school that does not exist (404)', async () => {
    expect((await submit({ ...valid(), userId: '1234567890123456789' })).statusCode).toBe(403);
    const res = await submit({ ...valid(), tenantId: '1999999999999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('school.not_found');
  });
});

describe('feedback list and status', () => {
  it('is for administrators only (401, 403) and never shows another school\'s feedback', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    const o = await makeUser(t.db, { school: other, role: 'administrator' });
    const otherAdmin = await loginAs(t.app, o.account, o.password);
    expect((await list(otherAdmin, other.id)).json().data).toMatchObject({ list: [], total: 0 });
  });

  it('marks a submission handled, and 404s an unknown id', async () => {
    const id = (await submit(valid())).json().data.id as string;
    const mark = (body: object) => t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/feedback/status?schoolId=${school.id}`, headers: { cookie: admin }, payload: body });
    expect((await mark({ id, status: 1 })).statusCode).toBe(200);
    const handled = await t.app.inject({ url: `/api/portal/api/v1/portal/feedback?schoolId=${school.id}&status=1`, headers: { cookie: admin } });
    expect(handled.json().data.list.map((f: { id: string }) => f.id)).toContain(id);
    const missing = await mark({ id: '1234567890123456789', status: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('feedback.not_found');
    expect((await mark({ id, status: 3 })).statusCode).toBe(400);
  });

  it('lets no one else mark it: members 403, another school\'s administrator 403 here and 404 in their own school', async () => {
    const id = (await submit(valid())).json().data.id as string;
    const mark = (cookie: string, schoolId: string) =>
      t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/feedback/status?schoolId=${schoolId}`, headers: { cookie }, payload: { id, status: 1 } });
    expect((await mark(member, school.id)).statusCode).toBe(403);
    const o = await makeUser(t.db, { school: other, role: 'administrator' });
    const otherAdmin = await loginAs(t.app, o.account, o.password);
    expect((await mark(otherAdmin, school.id)).statusCode).toBe(403);
    const elsewhere = await mark(otherAdmin, other.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe('feedback.not_found');
    const mine = (await list(admin)).json().data.list.find((f: { id: string }) => f.id === id);
    expect(mine.status).toBe(0);
  });
});
