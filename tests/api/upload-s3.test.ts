import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../fake-s3';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

const credentials = { accessKeyId: 'PORTALKEY', secretAccessKey: 'portal-secret', region: 'eu-test-1' };
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let cookie: string;
let schoolId: string;

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  t = await buildTestApp({
    UPLOAD_STORE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'portal-static', S3_REGION: credentials.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  const school = await makeSchool(t.db);
  schoolId = school.id;
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
  it('stores the re-encoded image in the bucket with a signed PUT and serves it back with nosniff', async () => {
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

    const served = await t.app.inject({ url: staticUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(s3.objects.get(key!)!.bytes)).toBe(true);
  });

  it('keeps refusing content that is not an image, and stores nothing for it', async () => {
    const before = s3.objects.size;
    const res = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${schoolId}`, ...multipart(Buffer.from('<html></html>'), 'x.png') });
    expect(res.statusCode).toBe(415);
    expect(res.json().resultCode).toBe('901100007');
    expect(s3.objects.size).toBe(before);
  });

  it('answers 404 for an object the bucket does not hold', async () => {
    const res = await t.app.inject({ url: `/api/school/v1/files/${schoolId}/1999999999999999999` });
    expect(res.statusCode).toBe(404);
  });
});
