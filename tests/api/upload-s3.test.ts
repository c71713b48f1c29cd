import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../fake-s3';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { PDF } from './helpers/class-fixture';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

const credentials = { accessKeyId: 'PORTALKEY', secretAccessKey: 'portal-secret', region: 'eu-test-1' };
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let cookie: string;
let schoolId: string;
let tenantId: string;

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  t = await buildTestApp({
    UPLOAD_STORE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'portal-static', S3_REGION: credentials.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  const school = await makeSchool(t.db);
  schoolId = school.id;
  tenantId = school.tenantId;
  const u = await makeUser(t.db, { school });
  cookie = await loginAs(t.app, u.account, u.password);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function multipart(file: Buffer, name: string) {
  const boundary = '----s3test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="module"\r\n\r\nfeedback\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } };
}

describe('uploads with UPLOAD_STORE=s3', () => {
  it('stores the re-encoded image in the bucket with a signed PUT; a private file is a redirect to a short-lived presigned GET', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).png().toBuffer();
    const slot = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=shot.png&bucketName=static&module=feedback`, headers: { cookie, tenantid: schoolId } });
    expect(slot.json().details).toBe('success');
    const { id, url, static_url: staticUrl } = slot.json().data as { id: string; url: string; static_url: string };
    const res = await t.app.inject({ method: 'PUT', url, ...multipart(Buffer.concat([png, Buffer.from('<script>x</script>')]), 'shot.png') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: '20000', data: { static_url: staticUrl } });

    const key = [...s3.objects.keys()].find((k) => k.endsWith(`/${id}`));
    expect(key).toMatch(new RegExp(`^/portal-static/\\d{19}/${id}$`));
    expect(s3.objects.get(key!)!.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(s3.seen.filter((r) => r.method === 'PUT').every((r) => r.verified)).toBe(true);

    // A feedback picture is private: its sender is sent on to the bucket, never anyone else.
    const served = await t.app.inject({ url: staticUrl, headers: { cookie } });
    expect(served.statusCode).toBe(302);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const location = new URL(served.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${s3.endpoint}${key}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(location.searchParams.get('response-content-type')).toBe('image/png');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(s3.objects.get(key!)!.bytes)).toBe(true);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', presigned: true, verified: true });
    expect((await t.app.inject({ url: staticUrl })).statusCode).toBe(404);
  });

  it('serves a public image of an open school as before: the portal reads it from the bucket and sends it with nosniff', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } }).png().toBuffer();
    const slot = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=banner.png&module=designer&schoolId=${schoolId}`, headers: { cookie } });
    const { url, static_url: staticUrl } = slot.json().data as { url: string; static_url: string };
    expect((await t.app.inject({ method: 'PUT', url, ...multipart(png, 'banner.png') })).statusCode).toBe(200);
    const served = await t.app.inject({ url: staticUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', verified: true });
  });

  it('keeps refusing content that is not an image, and stores nothing for it', async () => {
    const before = s3.objects.size;
    const res = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${schoolId}`, ...multipart(Buffer.from('<html></html>'), 'x.png') });
    expect(res.statusCode).toBe(415);
    expect(res.json().resultCode).toBe('901100007');
    expect(s3.objects.size).toBe(before);
  });

  it('answers 404 for a file the portal does not hold', async () => {
    const res = await t.app.inject({ url: `/api/school/v1/files/${schoolId}/1999999999999999999/AAAAAAAAAAAAAAAAAAAAAA`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });

  it('sends class files on to presigned GETs that name their type and a clean download name', async () => {
    const slot = await t.app.inject({ url: `/api/manager/v1/getUploadUrl?fileName=${encodeURIComponent('plan\u202egnp.pdf')}`, headers: { cookie, tenantid: schoolId } });
    const { url } = slot.json().data as { url: string };
    const stored = await t.app.inject({ method: 'PUT', url, ...multipart(PDF, 'plan.pdf') });
    expect(stored.statusCode, stored.body).toBe(200);
    const served = await t.app.inject({ url: stored.json().data.static_url, headers: { cookie } });
    expect(served.statusCode).toBe(302);
    const location = new URL(served.headers.location as string);
    expect(location.pathname).toBe(`/portal-static/class-files/${tenantId}/${stored.json().data.id}`);
    expect(location.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(location.searchParams.get('response-content-disposition')).toBe(`attachment; filename="plangnp.pdf"; filename*=UTF-8''plangnp.pdf`);
    const fetched = await fetch(location);
    expect([fetched.status, fetched.headers.get('content-disposition')]).toEqual([200, `attachment; filename="plangnp.pdf"; filename*=UTF-8''plangnp.pdf`]);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
