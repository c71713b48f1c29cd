import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idSchema } from '../../../schemas/ids';
import { withTenant } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/app-error';
import { privateUntilPublic, sendStoredFile } from '../../http/stored-file';
import { isStoredId, keyMatches } from '../uploads/address';
import { accessIn, schoolIdOf } from '../classes/access';
import { requireMember, resolveSchool } from '../schools/access';
import { Limiter } from '../../http/limiter';
import { contentDisposition } from './content-disposition';
import { findStoredFile, fileNotFound, openClassFileSlot, storeClassFile, usesOf } from './service';
import { classFileStoreFor } from './store';

const slotQuery = {
  type: 'object', required: ['fileName'],
  properties: { fileName: { type: 'string', minLength: 1, maxLength: 300 }, bucketName: { type: 'string', maxLength: 100 }, schoolId: { type: 'string' } },
} as const;
const uploadQuery = { type: 'object', required: ['uploadId'], properties: { schoolId: { type: 'string' }, uploadId: idSchema } } as const;

/** Reads the one file of a multipart body, at most `maxBytes` (413 above). */
async function readFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'request.unsupported_media_type', 'Send the file as multipart/form-data.');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'upload.too_large', `The file may be at most ${maxBytes} bytes.`);
    if (code.startsWith('FST_')) throw new AppError(400, 'request.invalid_body', 'The multipart body could not be read.');
    throw error;
  }
  if (!bytes) throw new AppError(400, 'upload.no_file', 'Select a file to upload.');
  return bytes;
}

/** Class files: the upload slot (v1/getUploadUrl), the upload, and serving a file to those who may see it. */
export async function classFileRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const store = classFileStoreFor(app.config);
  const limits = { fileMaxBytes: app.config.classFileMaxBytes, videoMaxBytes: app.config.classVideoMaxBytes, imageMaxPixels: app.config.uploadMaxPixels };
  const limit = new Limiter(db, 'class_files.per_user', 30, 60);
  await app.register(fastifyMultipart);

  const member = async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), schoolIdOf(request));
    await requireMember(db(), request.user, school, 'Only members of this school may upload class files.');
    return { school, userId: request.user.id };
  };

  app.get<{ Querystring: { fileName: string } }>('/api/manager/v1/getUploadUrl', { schema: { querystring: slotQuery } }, async (request) => {
    const { school, userId } = await member(request);
    return { details: 'success', data: await openClassFileSlot(db(), school, userId, request.query.fileName) };
  });

  app.put<{ Querystring: { uploadId: string } }>('/api/manager/v1/uploadClassFile', { schema: { querystring: uploadQuery } }, async (request) => {
    const { school, userId } = await member(request);
    if (!(await limit.take(userId)).allowed) throw new AppError(429, 'upload.rate_limited', 'Too many uploads; wait a minute.');
    const bytes = await readFile(request, Math.max(limits.fileMaxBytes, limits.videoMaxBytes));
    const data = await storeClassFile(db(), store, limits, { school, userId, uploadId: request.query.uploadId, bytes });
    return { resultCode: '20000', message: 'success', data };
  });

  // Served to those the file's uses allow, and only at its full address: a wrong or missing key is the 404 of no file.
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id, key } = request.params as { id: string; key?: string };
    const user = request.user;
    if (!user) throw unauthenticated();
    const school = await resolveSchool(db(), schoolIdOf(request));
    if (!isStoredId(id)) throw fileNotFound();
    const file = await withTenant(db(), school.tenantId, async (tx) => {
      const row = await findStoredFile(tx, school.id, id);
      if (!keyMatches(key, row.accessKey)) throw fileNotFound();
      if (row.userId === user.id) return row;
      const uses = await usesOf(tx, row.id);
      for (const classId of uses.classIds) {
        const a = await accessIn(tx, school, classId, user).catch(() => null);
        if (a && (a.enrolled || a.isTeacher || a.isAdministrator)) return row;
      }
      for (const proof of uses.attendanceOwners) {
        if (proof.userId === user.id) return row;
        const a = await accessIn(tx, school, proof.classId, user).catch(() => null);
        if (a && (a.isTeacher || a.isAdministrator)) return row;
      }
      // Not "forbidden": whether a file exists is no one else's business.
      throw fileNotFound();
    });
    const contentType = file.contentType ?? 'application/octet-stream';
    const disposition = contentDisposition(contentType.startsWith('image/') ? 'inline' : 'attachment', file.fileName);
    const location = store.signedUrl(school.tenantId, file.id, { contentType, contentDisposition: disposition });
    if (location) return sendStoredFile(reply, 'private', { location });
    const bytes = await store.get(school.tenantId, file.id);
    if (!bytes) throw fileNotFound();
    return sendStoredFile(reply, 'private', { bytes, contentType, disposition });
  };
  app.get('/api/manager/v1/classFiles/:id/:key', { onRequest: privateUntilPublic }, serve);
  app.get('/api/manager/v1/classFiles/:id', { onRequest: privateUntilPublic }, serve);
}
