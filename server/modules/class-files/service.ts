import { and, eq } from 'drizzle-orm';
import { FILE_KIND, type FileKind } from '../../../schemas/class-management';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { classAttachments, classAttendance, classAttendanceAttachments, classCourseware, classFiles, classSessions } from '../../db/schema-classes';
import { withTenant, type Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { stripUnsafeNameCharacters } from '../../http/file-name';
import type { SchoolRef } from '../schools/repository';
import { assertImageShape, readImageHeader } from '../uploads/image';
import { sniffClassFile, unsupportedClassFile } from './sniff';
import type { ClassFileStore } from './store';

export type ClassFileRow = typeof classFiles.$inferSelect;

const fileNotFound = () => new AppError(404, 'upload.not_found', 'File not found.');
/** 400 class.unknown_file: a uuid that is not a stored file the caller uploaded to this school. */
export const unknownFile = () => new AppError(400, 'class.unknown_file', 'Upload the file first; uuid must name a file you uploaded.');

/** A file name as stored: no path, no control or bidirectional formatting characters, 1–200 characters. */
export function cleanFileName(raw: string): string {
  const name = stripUnsafeNameCharacters(raw.replace(/^.*[/\\]/, '')).trim().slice(0, 200);
  if (!name) throw new AppError(400, 'request.invalid_query', 'fileName is required.', [{ pointer: '/fileName', message: 'is required' }]);
  return name;
}

/** Opens a slot for a class file (v1/getUploadUrl); the bytes follow with PUT `url`. */
export async function openClassFileSlot(db: Db, school: SchoolRef, userId: string, fileName: string) {
  const id = nextId();
  const name = cleanFileName(fileName);
  const [row] = await withTenant(db, school.tenantId, (tx) =>
    tx.insert(classFiles).values({ tenantId: school.tenantId, id, schoolId: school.id, userId, fileName: name }).returning({ accessKey: classFiles.accessKey }));
  return { id, url: `/api/manager/v1/uploadClassFile?schoolId=${school.id}&uploadId=${id}`, static_url: classFileUrl(school.id, { id, accessKey: row!.accessKey }), headers: {} };
}

/** Where a stored class file is served: its id and unguessable key (uploads/address.ts), and its school. */
export const classFileUrl = (schoolId: string, file: { id: string; accessKey: string }) => `/api/manager/v1/classFiles/${file.id}/${file.accessKey}?schoolId=${schoolId}`;

/** The name an attachment, courseware or proof is listed under: the one given, made safe, else the file's own. */
export const listedName = (given: string, file: ClassFileRow) => stripUnsafeNameCharacters(given).trim() || file.fileName;

/** The limits of class files: documents and images, and videos; images are checked on their header too. */
export interface ClassFileLimits {
  fileMaxBytes: number;
  videoMaxBytes: number;
  imageMaxPixels: number;
}

/** Checks the bytes by content (allow-list) and by size for their kind, and stores them in the caller's slot. */
export async function storeClassFile(db: Db, store: ClassFileStore, limits: ClassFileLimits, input: { school: SchoolRef; userId: string; uploadId: string; bytes: Buffer }) {
  const { school, userId, uploadId, bytes } = input;
  const { contentType, kind } = await sniffClassFile(bytes);
  const max = kind === FILE_KIND.video ? limits.videoMaxBytes : limits.fileMaxBytes;
  if (bytes.length > max) throw new AppError(413, 'upload.too_large', `The file may be at most ${max} bytes.`);
  if (kind === FILE_KIND.image) {
    // Browsers decode these: the same shape rules as uploaded images, read from the header only.
    const header = await readImageHeader(bytes);
    if (!header) throw unsupportedClassFile();
    assertImageShape(header, limits.imageMaxPixels);
  }
  return withTenant(db, school.tenantId, async (tx) => {
    const [slot] = await tx.select().from(classFiles).where(and(eq(classFiles.id, uploadId), eq(classFiles.schoolId, school.id)));
    if (!slot || slot.userId !== userId || slot.status !== 'pending') throw new AppError(404, 'upload.not_found', 'Upload slot not found.');
    await tx.update(classFiles).set({ status: 'stored', kind, contentType, byteSize: bytes.length }).where(eq(classFiles.id, uploadId));
    await store.put(school.tenantId, uploadId, contentType, bytes);
    return { id: uploadId, name: slot.fileName, kind, contentType, size: bytes.length, static_url: classFileUrl(school.id, slot) };
  });
}

/** A stored file of this school uploaded by `userId` (400 class.unknown_file otherwise). */
export async function requireOwnFile(tx: Tx, schoolId: string, userId: string, fileId: string): Promise<ClassFileRow> {
  const [row] = await tx.select().from(classFiles).where(and(eq(classFiles.id, fileId), eq(classFiles.schoolId, schoolId)));
  if (!row || row.userId !== userId || row.status !== 'stored') throw unknownFile();
  return row;
}

/** The kind a file was stored as (the type the client names must agree, else 422). */
export function kindOf(file: ClassFileRow, named: number | undefined): FileKind {
  const kind = file.kind as FileKind;
  if (named !== undefined && named !== kind) {
    throw new AppError(422, 'class.type_mismatch', 'The type named does not match the uploaded file.', [{ pointer: '/attachmentType', message: `is ${kind}` }]);
  }
  return kind;
}

/** Who may read a file, by what uses it: the classes it is attached to, the attendance it proves. */
export interface FileUse {
  classIds: string[];
  attendanceOwners: { classId: string; userId: string }[];
}

/** The classes using a file and the attendance records it proves. */
export async function usesOf(tx: Tx, fileId: string): Promise<FileUse> {
  const attachments = await tx.select({ classId: classAttachments.classId }).from(classAttachments).where(eq(classAttachments.fileId, fileId));
  const courseware = await tx.select({ classId: classCourseware.classId }).from(classCourseware).where(eq(classCourseware.fileId, fileId));
  const proofs = await tx.select({ classId: classSessions.classId, userId: classAttendance.userId }).from(classAttendanceAttachments)
    .innerJoin(classAttendance, eq(classAttendance.id, classAttendanceAttachments.attendanceId))
    .innerJoin(classSessions, eq(classSessions.id, classAttendance.sessionId))
    .where(eq(classAttendanceAttachments.fileId, fileId));
  return { classIds: [...attachments, ...courseware].map((r) => r.classId), attendanceOwners: proofs };
}

/** A stored file row of the school, or 404. */
export async function findStoredFile(tx: Tx, schoolId: string, fileId: string): Promise<ClassFileRow> {
  const [row] = await tx.select().from(classFiles).where(and(eq(classFiles.id, fileId), eq(classFiles.schoolId, schoolId)));
  if (!row || row.status !== 'stored') throw fileNotFound();
  return row;
}

export { fileNotFound };
