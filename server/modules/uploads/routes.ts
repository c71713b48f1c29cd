import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../../http/app-error';
import { failure } from '../../http/envelope';
import { privateUntilPublic, sendStoredFile } from '../../http/stored-file';
import { requireMember, resolveSchool } from '../schools/access';
import { Limiter } from '../../http/limiter';
import { findServedUpload, openSlot, storeUpload, uploadNotFound } from './service';
import { fileStoreFor } from './store-for';

/** The spec's own code for an upload whose content is not an accepted image. */
export const UNSUPPORTED_IMAGE_CODE = '901100007';
const slotQuery = {
  type: 'object',
  required: ['fileName'],
  properties: { fileName: { type: 'string', minLength: 1, maxLength: 300 }, bucketName: { type: 'string', maxLength: 100 }, module: { type: 'string', maxLength: 50 }, schoolId: { type: 'string' } },
} as const;
const fileQuery = { type: 'object', properties: { schoolId: { type: 'string' }, uploadId: { type: 'string', pattern: '^[1-9][0-9]{18}$' } } } as const;

type SchoolQuery = FastifyRequest<{ Querystring: { schoolId?: string } }>;
/** The school of an upload call: `schoolId` in the query, else the spec's `tenantId` header. */
const schoolIdOf = (request: SchoolQuery) => request.query.schoolId ?? request.headers.tenantid;

/** Reads a multipart body: text fields and the one file, at most `maxBytes` (413 above). */
async function readParts(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError(415, 'request.unsupported_media_type', 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') file = { name: part.filename, bytes: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'upload.too_large', `The file may be at most ${maxBytes} bytes.`);
    if (code.startsWith('FST_')) throw new AppError(400, 'request.invalid_body', 'The multipart body could not be read.');
    throw error;
  }
  if (!file) throw new AppError(400, 'upload.no_file', 'Select a file to upload.');
  return { fields, file };
}

/** Upload slots (get-upload-url), the upload itself (uploadFile) and serving stored images to those who may see them. */
export async function uploadRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const store = fileStoreFor(app.config);
  const limit = new Limiter(db, 'upload.per_user', 30, 60);
  await app.register(fastifyMultipart);

  const images = { maxPixels: app.config.uploadMaxPixels, queue: app.imageQueue };

  // Uploads are made by members of the school (a role in it or its parent), never by mere visitors of an open one.
  const member = async (request: SchoolQuery) => {
    const user = request.user;
    if (!user) throw unauthenticated();
    // The spec's client names itself in a user_id header; it must be the session's user.
    const named = request.headers.user_id;
    if (named !== undefined && named !== user.id) throw forbidden('Uploads are made in your own name only.');
    const school = await resolveSchool(db(), schoolIdOf(request));
    await requireMember(db(), user, school, 'Only members of this school may upload files.');
    return { school, userId: user.id };
  };

  app.get<{ Querystring: { fileName: string; module?: string; schoolId?: string } }>('/api/school/v1/files/get-upload-url', { schema: { querystring: slotQuery } }, async (request) => {
    const { school, userId } = await member(request);
    const data = await openSlot(db(), school, userId, request.query.fileName, request.query.module ?? '');
    return { details: 'success', data };
  });

  app.put<{ Querystring: { schoolId?: string; uploadId?: string } }>('/api/portal/api/v1/portal/uploadFile', { schema: { querystring: fileQuery } }, async (request, reply: FastifyReply) => {
    const { school, userId } = await member(request);
    if (!(await limit.take(userId)).allowed) throw new AppError(429, 'upload.rate_limited', 'Too many uploads; wait a minute.');
    try {
      const { fields, file } = await readParts(request, app.config.uploadMaxBytes);
      const data = await storeUpload(db(), store, images, {
        school, userId, uploadId: request.query.uploadId, fileName: fields.fileName || file.name, module: fields.module ?? '', bytes: file.bytes,
      });
      return { resultCode: '20000', message: 'success', data };
    } catch (error) {
      if (error instanceof AppError && error.key === 'upload.unsupported_type') {
        return reply.status(415).send({ ...failure(415, error.key, error.message), resultCode: UNSUPPORTED_IMAGE_CODE });
      }
      throw error;
    }
  });

  // The file's address carries its key; one stored before keys existed is served to the school's members only.
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const { tenantId, id, key } = request.params as { tenantId: string; id: string; key?: string };
    const { row, visibility } = await findServedUpload(db(), { tenantId, id, key }, request.user);
    const location = visibility === 'private' ? store.signedUrl(tenantId, id, { contentType: row.contentType ?? 'application/octet-stream' }) : null;
    if (location) return sendStoredFile(reply, visibility, { location });
    const found = await store.get(tenantId, id);
    if (!found) throw uploadNotFound();
    return sendStoredFile(reply, visibility, found);
  };
  app.get('/api/school/v1/files/:tenantId/:id/:key', { onRequest: privateUntilPublic }, serve);
  app.get('/api/school/v1/files/:tenantId/:id', { onRequest: privateUntilPublic }, serve);
}
