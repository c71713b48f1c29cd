import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../tests/fake-s3';
import { s3Store } from './s3-store';
import { signRequest } from './sigv4';

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

  it('answers null for a missing object or an unsafe id, and serves the portal URL unless a public URL is set', async () => {
    const store = s3Store({ ...credentials, endpoint: s3.endpoint, bucket: 'portal-uploads' });
    expect(await store.get('1100000000000000001', '1299999999999999999')).toBeNull();
    expect(await store.get('../x', '1')).toBeNull();
    expect(store.url('11', '12')).toBe('/api/school/v1/files/11/12');
    const cdn = s3Store({ ...credentials, endpoint: s3.endpoint, bucket: 'b', publicUrl: 'https://cdn.example/uploads/' });
    expect(cdn.url('11', '12')).toBe('https://cdn.example/uploads/11/12');
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
