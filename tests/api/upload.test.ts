import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let cookie: string;
let userId: string;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_DIR: `/tmp/portal-upload-test-${process.pid}`, UPLOAD_MAX_BYTES: '20000', UPLOAD_MAX_PIXELS: '10000' });
  school = await makeSchool(t.db);
  const u = await makeUser(t.db, { school });
  userId = u.id;
  cookie = await loginAs(t.app, u.account, u.password);
  png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#f00' } }).png().toBuffer();
});
afterAll(() => t?.close());

function multipart(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const boundary = '----portaltest';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } };
}
const put = (file: Buffer, name = 'a b.png', url = `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}`) => {
  const { payload, headers } = multipart(file, name, { fileName: name, module: 'feedback', bucketName: 'static' });
  return t.app.inject({ method: 'PUT', url, payload, headers });
};

describe('get-upload-url', () => {
  it('opens a slot with details "success" and id, url, static_url, headers (spaces removed from the name)', async () => {
    const res = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=my%20pic.png&bucketName=static&module=feedback`, headers: { cookie, tenantid: school.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ details: 'success', data: { id: expect.stringMatching(/^\d{19}$/), url: expect.stringContaining('uploadFile'), static_url: expect.any(String), headers: {} } });
    const upload = await put(png, 'my pic.png', res.json().data.url);
    expect(upload.json()).toMatchObject({ resultCode: '20000', data: { static_url: res.json().data.static_url } });
  });

  it('refuses a user_id header naming someone else (403), and takes one naming the caller', async () => {
    const url = `/api/school/v1/files/get-upload-url?fileName=x.png&schoolId=${school.id}`;
    const other = await t.app.inject({ url, headers: { cookie, user_id: '1234567890123456789' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('auth.forbidden');
    expect((await t.app.inject({ url, headers: { cookie, user_id: userId } })).statusCode).toBe(200);
  });

  it('refuses a name that is not gif/jpeg/png (415) and visitors (401)', async () => {
    const bad = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=x.svg&schoolId=${school.id}`, headers: { cookie } });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error).toBe('upload.unsupported_type');
    expect((await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=x.png&schoolId=${school.id}` })).statusCode).toBe(401);
  });
});

describe('uploadFile', () => {
  it('stores a re-encoded image with resultCode 20000 and serves it to its sender with nosniff', async () => {
    const res = await put(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resultCode).toBe('20000');
    const served = await t.app.inject({ url: res.json().data.static_url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('judges by content: an HTML file named .png is 415 with resultCode 901100007', async () => {
    const res = await put(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ resultCode: '901100007', error: 'upload.unsupported_type' });
  });

  it('refuses too many bytes (413), too many pixels (422), no multipart (415) and visitors (401)', async () => {
    const big = await put(Buffer.concat([png, Buffer.alloc(30_000)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('upload.too_large');
    const huge = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } }).png().toBuffer();
    const wide = await put(huge);
    expect(wide.statusCode).toBe(422);
    expect(wide.json().error).toBe('upload.too_many_pixels');
    const json = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}`, headers: { cookie }, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const anon = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}`, ...multipart(png, 'a.png'), headers: { 'content-type': 'multipart/form-data; boundary=----portaltest' } });
    expect(anon.statusCode).toBe(401);
  });

  it('stores nothing for a refused upload', async () => {
    const files = () => readdirSync(t.config.uploadDir, { recursive: true }).length;
    const before = files();
    expect((await put(Buffer.from('GIF89a not really a gif'), 'x.gif')).statusCode).toBe(415);
    expect(files()).toBe(before);
  });

  it('refuses a body without a file (400 upload.no_file)', async () => {
    const boundary = '----portaltest';
    const payload = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="module"\r\n\r\nfeedback\r\n--${boundary}--\r\n`);
    const res = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('upload.no_file');
  });

  it('fills a slot once, and only for the user who opened it (404 upload.not_found)', async () => {
    const slot = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=a.png&schoolId=${school.id}`, headers: { cookie } });
    const { url } = slot.json().data as { url: string };
    expect((await put(png, 'a.png', url)).statusCode).toBe(200);
    const again = await put(png, 'a.png', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('upload.not_found');

    const fresh = (await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=b.png&schoolId=${school.id}`, headers: { cookie } })).json().data.url as string;
    const someone = await makeUser(t.db, { school });
    const otherCookie = await loginAs(t.app, someone.account, someone.password);
    const { payload, headers } = multipart(png, 'b.png');
    const res = await t.app.inject({ method: 'PUT', url: fresh, payload, headers: { ...headers, cookie: otherCookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('upload.not_found');
  });

  it('allows 30 uploads a minute per user, then 429 upload.rate_limited', async () => {
    const busy = await makeUser(t.db, { school });
    const busyCookie = await loginAs(t.app, busy.account, busy.password);
    const { payload, headers } = multipart(Buffer.from('not an image'), 'x.png');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}`, payload, headers: { ...headers, cookie: busyCookie } });
      statuses.push(res.statusCode);
      if (i === 30) expect(res.json().error).toBe('upload.rate_limited');
    }
    expect(statuses.slice(0, 30).every((s) => s === 415)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await t.app.inject({ url: '/api/school/v1/files/1/2' })).statusCode).toBe(404);
  });
});
