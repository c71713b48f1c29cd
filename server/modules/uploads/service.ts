import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { IMAGE_FORMATS, reencodeImage, sniffImage, unsupportedImage } from './image';
import type { FileStore } from './store';
import { uploads } from './table';

/** Spaces removed, as the dialog does; the name must end in .gif, .jpg, .jpeg or .png. */
export function checkFileName(raw: string): string {
  const name = raw.replace(/\s+/g, '');
  if (!/^[^/\\]{1,200}\.(gif|jpe?g|png)$/i.test(name)) throw unsupportedImage();
  return name;
}

/** Opens an upload slot for the user; the file follows with uploadFile. */
export async function openSlot(db: Db, store: FileStore, school: SchoolRef, userId: string, fileName: string, module: string) {
  const id = nextId();
  await withTenant(db, school.tenantId, (tx) =>
    tx.insert(uploads).values({ tenantId: school.tenantId, id, schoolId: school.id, userId, fileName: checkFileName(fileName), module }),
  );
  return { id, url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}&uploadId=${id}`, static_url: store.url(school.tenantId, id), headers: {} };
}

/** Checks the bytes (magic numbers, then a full decode), re-encodes and stores them; answers the served URL. */
export async function storeUpload(db: Db, store: FileStore, maxPixels: number, input: { school: SchoolRef; userId: string; uploadId?: string; fileName: string; module: string; bytes: Buffer }) {
  const { school, userId } = input;
  const format = sniffImage(input.bytes);
  if (!format) throw unsupportedImage();
  const clean = await reencodeImage(input.bytes, format, maxPixels);
  const id = input.uploadId ?? nextId();
  await withTenant(db, school.tenantId, async (tx) => {
    if (input.uploadId) {
      const [slot] = await tx.select().from(uploads).where(and(eq(uploads.id, input.uploadId), eq(uploads.schoolId, school.id)));
      if (!slot || slot.userId !== userId || slot.status !== 'pending') throw new AppError(404, 'upload.not_found', 'Upload slot not found.');
      await tx.update(uploads).set({ status: 'stored', contentType: IMAGE_FORMATS[format], byteSize: clean.length }).where(and(eq(uploads.id, id), eq(uploads.schoolId, school.id)));
    } else {
      await tx.insert(uploads).values({ tenantId: school.tenantId, id, schoolId: school.id, userId, fileName: checkFileName(input.fileName), module: input.module, status: 'stored', contentType: IMAGE_FORMATS[format], byteSize: clean.length });
    }
    await store.put(school.tenantId, id, format, clean);
  });
  return { id, static_url: store.url(school.tenantId, id) };
}
