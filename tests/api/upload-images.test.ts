import { existsSync, readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../../server/db/tenant';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { IMAGE_WORK } from '../../server/modules/uploads/image-queue';
import { uploads } from '../../server/modules/uploads/table';
import { blackPng, bombPng } from '../support/crafted-png';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';
import { uploadImage } from './helpers/uploads';

let t: TestApp;
let school: SchoolRef;
let cookie: string;
let account: { account: string; password: string };

beforeAll(async () => {
  // The default limits: 5 MB, 25,000,000 pixels.
  t = await buildTestApp({ UPLOAD_DIR: `/tmp/portal-upload-images-test-${process.pid}` });
  school = await makeSchool(t.db);
  account = await makeUser(t.db, { school, role: 'administrator' });
  cookie = await loginAs(t.app, account.account, account.password);
});
afterAll(() => t?.close());

/** The school's stored uploads and the files in the upload folder. */
async function stored() {
  const rows = await withTenant(t.db.db, school.tenantId, (tx) => tx.select().from(uploads).where(and(eq(uploads.schoolId, school.id), eq(uploads.status, 'stored'))));
  return { rows: rows.length, files: existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir, { recursive: true }).length : 0 };
}

/**
 * Fills `count` places of the image queue with work that runs until `release` is called, as a long
 * decode would; what the queue does next is then certain, with no timing involved.
 */
function occupy(count: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: count }, () => t.app.imageQueue.run(() => gate));
  return { release: async () => { release(); await Promise.all(held); } };
}

const upload = (bytes: Buffer, fileName = 'image.png') => uploadImage(t, school.id, cookie, bytes, { fileName });

describe('image shapes are checked on the header, before anything is decoded', () => {
  const refused: [string, () => Buffer, string][] = [
    ['1 × 25,000,000 (48 KB, within the pixel limit)', () => blackPng(1, 25_000_000), 'upload.image_dimensions'],
    ['25,000,000 × 1', () => blackPng(25_000_000, 1), 'upload.image_dimensions'],
    ['a decompression bomb claiming 100,000 × 100,000', () => bombPng(100_000, 100_000), 'upload.image_dimensions'],
    ['a decompression bomb claiming 9,000 × 9,000 (81 MP)', () => bombPng(9_000, 9_000), 'upload.too_many_pixels'],
    ['10,001 × 1,000 (a side too long)', () => bombPng(10_001, 1_000), 'upload.image_dimensions'],
    ['2,600 × 100 (26:1)', () => bombPng(2_600, 100), 'upload.image_dimensions'],
    ['100 × 2,600 (1:26)', () => bombPng(100, 2_600), 'upload.image_dimensions'],
  ];

  it.each(refused)('%s: 422 with a stable key, nothing stored, even while the image queue is full', async (_name, make, key) => {
    const bytes = make();
    const before = await stored();
    // Every place of the queue is taken: an image that reached the decoder would be told 429 upload.busy.
    const busy = occupy(IMAGE_WORK.running + IMAGE_WORK.waiting);
    try {
      const { upload: res } = await upload(bytes);
      expect(res?.statusCode, res?.body).toBe(422);
      expect(res!.json().error).toBe(key);
    } finally {
      await busy.release();
    }
    expect(await stored()).toEqual(before);
  });

  it.each([[3_000, 150], [3_840, 160], [160, 3_840], [10_000, 400]])('a real %i × %i banner (up to 25:1, 10,000 px) is stored', async (width, height) => {
    const banner = await sharp({ create: { width, height, channels: 3, background: '#2a6' } }).png().toBuffer();
    const { upload: res } = await upload(banner);
    expect(res?.statusCode, res?.body).toBe(200);
    const served = await t.app.inject({ url: res!.json().data.static_url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width, height });
  });
});

describe('image work goes through a small queue', () => {
  it('answers sign-in and other requests while images are decoded, keeps an upload waiting its turn, and stores it after', async () => {
    const busy = occupy(IMAGE_WORK.running);
    let settled = false;
    const waiting = upload(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer())
      .then((result) => ((settled = true), result));
    try {
      await vi.waitFor(() => expect(t.app.imageQueue.load).toEqual({ running: IMAGE_WORK.running, waiting: 1 }));
      // Password hashing runs on the same thread pool as image work: sign-in is still answered.
      expect(await loginAs(t.app, account.account, account.password)).toContain('access_token=');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/portal/api/v1/portal/open/footer?schoolId=${school.id}` })).statusCode).toBe(200);
      expect(settled).toBe(false);
    } finally {
      await busy.release();
    }
    const { upload: res } = await waiting;
    expect(res?.statusCode, res?.body).toBe(200);
    expect(t.app.imageQueue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses an upload when the queue is full: 429 upload.busy with Retry-After, nothing stored', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#33c' } }).png().toBuffer();
    const before = await stored();
    const busy = occupy(IMAGE_WORK.running + IMAGE_WORK.waiting);
    try {
      const { upload: res } = await upload(png);
      expect(res?.statusCode, res?.body).toBe(429);
      expect(res!.json().error).toBe('upload.busy');
      expect(res!.headers['retry-after']).toBe(String(IMAGE_WORK.retryAfterSeconds));
      expect(await stored()).toEqual(before);
    } finally {
      await busy.release();
    }
    // With room again, the same image goes through.
    expect((await upload(png)).upload?.statusCode).toBe(200);
  });
});
