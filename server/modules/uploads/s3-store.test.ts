import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../tests/fake-s3';
import { s3Store } from './s3-store';
import { presignUrl, signRequest } from './sigv4';

describe('signRequest (AWS Signature V4)', () => {
  it('matches the GET Object example of the S3 documentation', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        headers: { range: 'bytes=0-9' },
        date: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    );
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('presigns the GET Object example of the S3 documentation (query-string authentication)', () => {
    const url = presignUrl(
      { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt', expiresSeconds: 86400, date: new Date('2013-05-24T00:00:00Z') },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the body: another payload gives another signature', () => {
    const sign = (body: string) => signRequest({ method: 'PUT', url: 'http://h/b/k', body: Buffer.from(body), date: new Date(0) }, { accessKeyId: 'a', secretAccessKey: 's', region: 'r' }).authorization;
    expect(sign('one')).not.toBe(sign('two'));
  });
});

describe('s3Store against an S3-compatible server', () => {
  const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret', region: 'eu-test-1' };
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let png: Buffer;
  beforeAll(async () => {
    s3 = await startFakeS3(credentials);
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } }).png().toBuffer();
  });
  afterAll(() => s3?.close());

  it('puts signed objects path-style and reads them back with the type their bytes show', async () => {
    const store = s3Store({ ...credentials, endpoint: `${s3.endpoint}/`, bucket: 'portal-uploads' });
    await store.put('1100000000000000001', '1200000000000000001', 'png', png);
    expect(s3.objects.get('/portal-uploads/1100000000000000001/1200000000000000001')?.contentType).toBe('image/png');
    const put = s3.seen.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', verified: true });
    expect(put.signedHeaders).toEqual(['content-type', 'host', 'x-amz-content-sha256', 'x-amz-date']);
    const got = await store.get('1100000000000000001', '1200000000000000001');
    expect(got?.contentType).toBe('image/png');
    expect(got?.bytes.equals(png)).toBe(true);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', verified: true });
  });

  it('answers null for a missing object or an unsafe id', async () => {
    const store = s3Store({ ...credentials, endpoint: s3.endpoint, bucket: 'portal-uploads' });
    expect(await store.get('1100000000000000001', '1299999999999999999')).toBeNull();
    expect(await store.get('../x', '1')).toBeNull();
    expect(store.signedUrl('../x', '1', { contentType: 'image/png' })).toBeNull();
  });

  it('presigns short-lived GETs the bucket accepts, answered with the type the portal names', async () => {
    const store = s3Store({ ...credentials, endpoint: s3.endpoint, bucket: 'portal-uploads' });
    await store.put('1100000000000000001', '1200000000000000003', 'png', png);
    const url = new URL(store.signedUrl('1100000000000000001', '1200000000000000003', { contentType: 'image/png' })!);
    expect(url.pathname).toBe('/portal-uploads/1100000000000000001/1200000000000000003');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('private, max-age=300');
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', presigned: true, verified: true });
    // Changing any signed part (here the type to answer with) breaks the signature.
    url.searchParams.set('response-content-type', 'text/html');
    expect((await fetch(url)).status).toBe(403);
  });

  it('fails when the server refuses the signature (a wrong secret)', async () => {
    const store = s3Store({ ...credentials, secretAccessKey: 'wrong', endpoint: s3.endpoint, bucket: 'portal-uploads' });
    await expect(store.put('1', '2', 'png', png)).rejects.toThrow(/HTTP 403/);
    expect(s3.seen.at(-1)?.verified).toBe(false);
    expect(s3.objects.has('/portal-uploads/1/2')).toBe(false);
  });

  it('answers 503 upload.store_unavailable when the bucket cannot be reached', async () => {
    const store = s3Store({ ...credentials, endpoint: 'http://127.0.0.1:1', bucket: 'portal-uploads' });
    await expect(store.put('1', '2', 'png', png)).rejects.toMatchObject({ statusCode: 503, key: 'upload.store_unavailable' });
  });
});
