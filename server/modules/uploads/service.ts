import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { stripUnsafeNameCharacters } from '../../http/file-name';
import type { FileVisibility } from '../../http/stored-file';
import type { UserRow } from '../auth/repository';
import { rolesIn } from '../schools/access';
import { findSchool, type SchoolRef } from '../schools/repository';
import { isPublicUpload, uploadVisibility } from './access';
import { isStoredId, keyMatches, newFileKey, uploadAddress } from './address';
import { checkImageHeader, IMAGE_FORMATS, reencodeImage, sniffImage, unsupportedImage } from './image';
import type { ImageQueue } from './image-queue';
import { findSlot, findStoredUpload } from './repository';
import type { FileStore } from './store';
import { uploads, type UploadAudience, type UploadRow } from './table';

/** 404 upload.not_found: no such file, or not one the caller may see (the same answer). */
export const uploadNotFound = () => new AppError(404, 'upload.not_found', 'File not found.');
const slotNotFound = () => new AppError(404, 'upload.not_found', 'Upload slot not found.');

/** Spaces and disguising characters removed, as the dialog does; the name must end in .gif, .jpg, .jpeg or .png. */
export function checkFileName(raw: string): string {
  const name = stripUnsafeNameCharacters(raw).replace(/\s+/g, '');
  if (!/^[^/\\]{1,200}\.(gif|jpe?g|png)$/i.test(name)) throw unsupportedImage();
  return name;
}

/** Feedback pictures are for the sender and the administrators; everything else for the school. */
const audienceOf = (module: string): UploadAudience => (module === 'feedback' ? 'sender' : 'school');

/** Opens an upload slot for the user; the file follows with uploadFile. */
export async function openSlot(db: Db, school: SchoolRef, userId: string, fileName: string, module: string) {
  const id = nextId();
  const accessKey = newFileKey();
  await withTenant(db, school.tenantId, (tx) =>
    tx.insert(uploads).values({ tenantId: school.tenantId, id, schoolId: school.id, userId, fileName: checkFileName(fileName), module, accessKey, audience: audienceOf(module) }),
  );
  return { id, url: `/api/portal/api/v1/portal/uploadFile?schoolId=${school.id}&uploadId=${id}`, static_url: uploadAddress(school.tenantId, id, accessKey), headers: {} };
}

/** How images are decoded: at most this many pixels, through this queue. */
export interface ImageLimits {
  maxPixels: number;
  queue: ImageQueue;
}

/**
 * Checks the bytes (magic numbers, then the header: shape and pixels, before anything is decoded),
 * re-encodes them through the image queue and stores them; answers the file's address. A slot is
 * checked before any decoding, so no one makes the server decode for a slot that is not theirs.
 */
export async function storeUpload(db: Db, store: FileStore, images: ImageLimits, input: { school: SchoolRef; userId: string; uploadId?: string; fileName: string; module: string; bytes: Buffer }) {
  const { school, userId, uploadId } = input;
  const format = sniffImage(input.bytes);
  if (!format) throw unsupportedImage();
  const slot = uploadId ? await withTenant(db, school.tenantId, (tx) => findSlot(tx, school.id, uploadId)) : undefined;
  if (uploadId && (!slot || slot.userId !== userId || slot.status !== 'pending')) throw slotNotFound();
  const fileName = slot ? slot.fileName : checkFileName(input.fileName);
  await checkImageHeader(input.bytes, images.maxPixels);
  const clean = await images.queue.run(() => reencodeImage(input.bytes, format, images.maxPixels));
  const id = uploadId ?? nextId();
  const accessKey = slot?.accessKey ?? newFileKey();
  const stored = { status: 'stored', contentType: IMAGE_FORMATS[format], byteSize: clean.length } as const;
  await withTenant(db, school.tenantId, async (tx) => {
    if (slot) {
      const filled = await tx.update(uploads).set(stored)
        .where(and(eq(uploads.id, slot.id), eq(uploads.schoolId, school.id), eq(uploads.status, 'pending'))).returning({ id: uploads.id });
      if (filled.length === 0) throw slotNotFound(); // filled by another request meanwhile
    } else {
      await tx.insert(uploads).values({ tenantId: school.tenantId, id, schoolId: school.id, userId, fileName, module: input.module, accessKey, audience: audienceOf(input.module), ...stored });
    }
    await store.put(school.tenantId, id, format, clean);
  });
  return { id, static_url: uploadAddress(school.tenantId, id, accessKey) };
}

/**
 * The stored upload an address names, and how it may be answered to `user` (access.ts); 404
 * upload.not_found for a malformed id, no such file, a wrong key, or a file the user may not see.
 * `key` is undefined for an address stored before keys existed.
 */
export async function findServedUpload(db: Db, address: { tenantId: string; id: string; key?: string }, user: UserRow | null): Promise<{ row: UploadRow; visibility: FileVisibility }> {
  if (!isStoredId(address.tenantId) || !isStoredId(address.id)) throw uploadNotFound();
  return withTenant(db, address.tenantId, async (tx) => {
    const row = await findStoredUpload(tx, address.id);
    const keyed = address.key !== undefined;
    if (!row || (keyed && !keyMatches(address.key, row.accessKey))) throw uploadNotFound();
    const school = await findSchool(tx, row.schoolId);
    if (!school) throw uploadNotFound();
    const facts = { userId: row.userId, audience: row.audience, openSchool: school.openSchool, keyed };
    const roles = isPublicUpload(facts) || !user ? [] : await rolesIn(tx, { id: school.id, tenantId: school.tenantId, parentId: school.parentId, openSchool: school.openSchool }, user.id);
    const visibility = uploadVisibility(facts, { userId: user?.id ?? null, roles });
    if (!visibility) throw uploadNotFound();
    return { row, visibility };
  });
}
