import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../tests/fake-s3';
import { sniffClassFile } from './sniff';
import { classFileStoreFor, folderClassFileStore, s3ClassFileStore } from './store';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const T = '1100000000000000001';
const ID = '1200000000000000001';

describe('class file stores', () => {
  const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret', region: 'eu-test-1' };
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3(credentials);
  });
  afterAll(() => s3?.close());

  it('keeps files in the S3 bucket under class-files/, signed, and reads them back', async () => {
    const store = s3ClassFileStore({ ...credentials, endpoint: s3.endpoint, bucket: 'portal-uploads' });
    await store.put(T, ID, 'application/pdf', PDF);
    expect(s3.objects.get(`/portal-uploads/class-files/${T}/${ID}`)?.contentType).toBe('application/pdf');
    expect(s3.seen.at(-1)).toMatchObject({ method: 'PUT', verified: true });
    expect((await store.get(T, ID))?.equals(PDF)).toBe(true);
    expect(await store.get(T, '1299999999999999999')).toBeNull();
    expect(await store.get('../x', ID)).toBeNull();
  });

  it('keeps files in a folder otherwise, and the settings choose', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'class-store-'));
    const store = folderClassFileStore(dir);
    await store.put(T, ID, 'application/pdf', PDF);
    expect((await store.get(T, ID))?.equals(PDF)).toBe(true);
    expect(await store.get('..', ID)).toBeNull();
    // UPLOAD_STORE=folder: a class-files folder beside the images of UPLOAD_DIR.
    const chosen = classFileStoreFor({ uploadStore: 'folder', uploadDir: dir, s3: undefined });
    await chosen.put(T, '1200000000000000002', 'application/pdf', PDF);
    expect((await folderClassFileStore(join(dir, 'class-files')).get(T, '1200000000000000002'))?.equals(PDF)).toBe(true);
  });

  it('takes documents, images and videos by their bytes and refuses the rest', async () => {
    expect(await sniffClassFile(PDF)).toEqual({ contentType: 'application/pdf', kind: 1 });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)]);
    expect((await sniffClassFile(mp4)).kind).toBe(3);
    await expect(sniffClassFile(Buffer.from('<html><script>alert(1)</script></html>'))).rejects.toMatchObject({ statusCode: 415, key: 'upload.unsupported_type' });
    await expect(sniffClassFile(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).rejects.toMatchObject({ statusCode: 415 });
  });
});
