import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { AddAttachments, AddCourseware } from '../../../schemas/class-management';
import { nextId } from '../../db/ids';
import { classAttachments, classCourseware, classFiles } from '../../db/schema-classes';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { classFileUrl, kindOf, listedName, requireOwnFile } from '../class-files/service';
import type { ClassAccess } from './access';
import { offsetOf, paged, type PageRequest } from './paging';

export const attachmentNotFound = () => new AppError(404, 'class.attachment_not_found', 'Attachment not found.');
export const coursewareNotFound = () => new AppError(404, 'class.courseware_not_found', 'Courseware not found.');

const attachmentColumns = {
  id: classAttachments.id, classId: classAttachments.classId, fileId: classAttachments.fileId, name: classAttachments.name,
  attachmentType: classAttachments.attachmentType, displayOrder: classAttachments.displayOrder, createdAt: classAttachments.createdAt,
  contentType: classFiles.contentType, byteSize: classFiles.byteSize, accessKey: classFiles.accessKey,
};

function presentAttachment(schoolId: string, r: { id: string; classId: string; fileId: string; name: string; attachmentType: number; displayOrder: number; createdAt: Date; contentType: string | null; byteSize: number | null; accessKey: string }) {
  return {
    id: r.id, classId: r.classId, uuid: r.fileId, name: r.name, attachmentType: r.attachmentType, displayOrder: r.displayOrder,
    contentType: r.contentType, size: r.byteSize, url: classFileUrl(schoolId, { id: r.fileId, accessKey: r.accessKey }), createdAt: r.createdAt.toISOString(),
  };
}

/** A class's attachments in display order, optionally of one type. */
export async function listAttachments(tx: Tx, access: ClassAccess, type?: number) {
  const where = type === undefined ? eq(classAttachments.classId, access.row.id) : and(eq(classAttachments.classId, access.row.id), eq(classAttachments.attachmentType, type));
  const rows = await tx.select(attachmentColumns).from(classAttachments).innerJoin(classFiles, eq(classFiles.id, classAttachments.fileId))
    .where(where).orderBy(asc(classAttachments.displayOrder), asc(classAttachments.createdAt), asc(classAttachments.id));
  return rows.map((r) => presentAttachment(access.school.id, r));
}

/** Attaches files the caller uploaded, after the class's other attachments. */
export async function addAttachments(tx: Tx, access: ClassAccess, userId: string, body: AddAttachments) {
  const [{ last } = { last: null }] = await tx.select({ last: max(classAttachments.displayOrder) }).from(classAttachments).where(eq(classAttachments.classId, access.row.id));
  let order = (last ?? -1) + 1;
  const ids: string[] = [];
  for (const [i, item] of body.classAttachmentlist.entries()) {
    const file = await requireOwnFile(tx, access.school.id, userId, item.uuid).catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError(error.statusCode, error.key, error.message, [{ pointer: `/classAttachmentlist/${i}/uuid`, message: error.message }]);
      throw error;
    });
    const id = nextId();
    await tx.insert(classAttachments).values({
      tenantId: access.school.tenantId, id, classId: access.row.id, fileId: file.id, name: listedName(item.name, file), attachmentType: kindOf(file, item.attachmentType), displayOrder: order++, createdBy: userId,
    });
    ids.push(id);
  }
  return { ids };
}

/** The attachment with its class id (404 when it is not of this tenant). */
export async function findAttachment(tx: Tx, id: string) {
  const [row] = await tx.select().from(classAttachments).where(eq(classAttachments.id, id));
  if (!row) throw attachmentNotFound();
  return row;
}

export async function deleteAttachment(tx: Tx, id: string): Promise<void> {
  await tx.delete(classAttachments).where(eq(classAttachments.id, id));
}

/** Puts the class's attachments in the order given; the list must hold each of them exactly once (422 otherwise). */
export async function updateDisplayOrder(tx: Tx, access: ClassAccess, ids: string[]) {
  const rows = await tx.select({ id: classAttachments.id }).from(classAttachments).where(eq(classAttachments.classId, access.row.id));
  const current = new Set(rows.map((r) => r.id));
  if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
    throw new AppError(422, 'class.invalid_order', 'List every attachment of the class exactly once.', [{ pointer: '/ids', message: `expected the ${current.size} attachments of the class` }]);
  }
  for (const [displayOrder, id] of ids.entries()) await tx.update(classAttachments).set({ displayOrder }).where(eq(classAttachments.id, id));
  return listAttachments(tx, access);
}

/** A page of the class's courseware, newest first. */
export async function listCourseware(tx: Tx, access: ClassAccess, page: PageRequest) {
  const rows = await tx.select({
    id: classCourseware.id, fileId: classCourseware.fileId, coursewareName: classCourseware.coursewareName, coursewareType: classCourseware.coursewareType,
    createdAt: classCourseware.createdAt, contentType: classFiles.contentType, byteSize: classFiles.byteSize, accessKey: classFiles.accessKey,
  }).from(classCourseware).innerJoin(classFiles, eq(classFiles.id, classCourseware.fileId))
    .where(eq(classCourseware.classId, access.row.id)).orderBy(desc(classCourseware.createdAt), desc(classCourseware.id))
    .limit(page.pageSize).offset(offsetOf(page));
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(classCourseware).where(eq(classCourseware.classId, access.row.id));
  return paged(rows.map((r) => ({
    id: r.id, coursewareName: r.coursewareName, coursewareType: r.coursewareType, coursewareUuid: r.fileId, contentType: r.contentType, size: r.byteSize,
    url: classFileUrl(access.school.id, { id: r.fileId, accessKey: r.accessKey }), createdAt: r.createdAt.toISOString(),
  })), Number(total), page);
}

export async function addCourseware(tx: Tx, access: ClassAccess, userId: string, body: AddCourseware) {
  const file = await requireOwnFile(tx, access.school.id, userId, body.coursewareUuid);
  const kind = (() => {
    try {
      return kindOf(file, body.coursewareType);
    } catch {
      throw new AppError(422, 'class.type_mismatch', 'The type named does not match the uploaded file.', [{ pointer: '/coursewareType', message: `is ${file.kind}` }]);
    }
  })();
  const id = nextId();
  await tx.insert(classCourseware).values({ tenantId: access.school.tenantId, id, classId: access.row.id, fileId: file.id, coursewareName: listedName(body.coursewareName, file), coursewareType: kind, createdBy: userId });
  return { id };
}

export async function findCourseware(tx: Tx, id: string) {
  const [row] = await tx.select().from(classCourseware).where(eq(classCourseware.id, id));
  if (!row) throw coursewareNotFound();
  return row;
}

export async function deleteCourseware(tx: Tx, id: string): Promise<void> {
  await tx.delete(classCourseware).where(eq(classCourseware.id, id));
}
