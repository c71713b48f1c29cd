import { existsSync, readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classFiles } from '../../server/db/schema-classes';
import { withTenant } from '../../server/db/tenant';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { uploads } from '../../server/modules/uploads/table';
import { UNSAFE_NAME_CHARACTER, UNSAFE_NAMES } from '../support/file-names';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { multipart, PDF, uploadClassFile } from './helpers/class-fixture';
import { loginAs, makeResource, makeSchool, makeUser } from './helpers/factories';
import { multipartBody, uploadImage } from './helpers/uploads';

let t: TestApp;
let school: SchoolRef;
let member: string;
let teacher: string;
let visitor: string;
let png: Buffer;
const M = '/api/manager';

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_DIR: `/tmp/portal-upload-rules-test-${process.pid}` });
  school = await makeSchool(t.db, { openSchool: true });
  const [m, a, v] = await Promise.all([makeUser(t.db, { school }), makeUser(t.db, { school, role: 'administrator' }), makeUser(t.db, { school: await makeSchool(t.db) })]);
  [member, teacher, visitor] = (await Promise.all([m, a, v].map((u) => loginAs(t.app, u.account, u.password)))) as [string, string, string];
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#09f' } }).png().toBuffer();
});
afterAll(() => t?.close());

/** The school's upload and class file rows, and the files in the upload folder. */
async function stored() {
  const rows = await withTenant(t.db.db, school.tenantId, async (tx) => ({
    uploads: (await tx.select().from(uploads).where(eq(uploads.schoolId, school.id))).length,
    classFiles: (await tx.select().from(classFiles).where(eq(classFiles.schoolId, school.id))).length,
  }));
  return { ...rows, files: existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir, { recursive: true }).length : 0 };
}

describe('uploads are made by members of the school only', () => {
  it('refuses a signed-in visitor of an open school every kind of upload with 403, storing nothing', async () => {
    const before = await stored();
    const image = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=a.png&schoolId=${school.id}`, headers: { cookie: visitor } });
    const { payload, contentType } = multipartBody(png, 'a.png', { module: 'designer' });
    const direct = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}`, payload, headers: { cookie: visitor, 'content-type': contentType } });
    const classSlot = await t.app.inject({ url: `${M}/v1/getUploadUrl?fileName=a.pdf&schoolId=${school.id}`, headers: { cookie: visitor } });
    // A member's slot does not become the visitor's either.
    const memberSlot = (await t.app.inject({ url: `${M}/v1/getUploadUrl?fileName=a.pdf&schoolId=${school.id}`, headers: { cookie: member } })).json().data.url as string;
    const intoSlot = await t.app.inject({ method: 'PUT', url: memberSlot, ...multipart(PDF, 'a.pdf', visitor) });
    const afterMemberSlot = await stored();
    for (const res of [image, direct, classSlot, intoSlot]) {
      expect([res.statusCode, res.json().error]).toEqual([403, 'auth.forbidden']);
    }
    expect(afterMemberSlot).toEqual({ ...before, classFiles: before.classFiles + 1 });
    // The member's own uploads go through.
    expect((await uploadImage(t, school.id, member, png)).upload?.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: memberSlot, ...multipart(PDF, 'a.pdf', member) })).statusCode).toBe(200);
  });

  it('refuses anonymous uploads with 401', async () => {
    const res = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?fileName=a.png&schoolId=${school.id}` });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: `${M}/v1/getUploadUrl?fileName=a.pdf&schoolId=${school.id}` })).statusCode).toBe(401);
  });
});

describe('file names lose control and bidirectional formatting characters', () => {
  it.each(UNSAFE_NAMES)('an image named %j is stored as %j (with its extension)', async (raw, kept) => {
    const { slot, upload } = await uploadImage(t, school.id, member, png, { fileName: `${raw}.png` });
    expect(upload?.statusCode, upload?.body).toBe(200);
    const id = slot.json().data.id as string;
    const [row] = await withTenant(t.db.db, school.tenantId, (tx) => tx.select({ fileName: uploads.fileName }).from(uploads).where(and(eq(uploads.id, id), eq(uploads.schoolId, school.id))));
    expect(row!.fileName).toBe(`${kept}.png`);
  });

  it.each(UNSAFE_NAMES)('a class file named %j is stored, listed and downloaded as %j', async (raw, kept) => {
    const res = await uploadClassFile(t, school, teacher, raw, PDF);
    expect(res.statusCode, res.body).toBe(200);
    const { id, name, static_url: url } = res.json().data as { id: string; name: string; static_url: string };
    expect(name).toBe(kept);
    const served = await t.app.inject({ url, headers: { cookie: teacher } });
    expect(served.statusCode).toBe(200);
    const disposition = String(served.headers['content-disposition']);
    expect(disposition).not.toMatch(UNSAFE_NAME_CHARACTER);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(kept);

    // The name an attachment is listed under is cleaned the same way.
    const classId = await makeResource(t.db, school, { type: 5, title: { en_US: 'Names' } });
    const headers = { cookie: teacher, tenantid: school.id };
    const added = await t.app.inject({ method: 'POST', url: `${M}/attachment/addClassAttachments/${classId}`, headers, payload: { classAttachmentlist: [{ uuid: id, name: raw }] } });
    expect(added.statusCode, added.body).toBe(200);
    const listed = (await t.app.inject({ url: `${M}/attachment/attachmentList/${classId}`, headers })).json().data as { name: string }[];
    expect(listed.map((a) => a.name)).toEqual([kept]);
  });
});
