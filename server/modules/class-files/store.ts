import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { S3Options } from '../uploads/s3-store';
import { signRequest } from '../uploads/sigv4';

/** Where class files (attachments, courseware, attendance proof) live; the content type is kept in class_files. */
export interface ClassFileStore {
  put(tenantId: string, id: string, contentType: string, bytes: Buffer): Promise<void>;
  get(tenantId: string, id: string): Promise<Buffer | null>;
}

const SAFE = /^[0-9]{1,19}$/;

/** Files under `dir/<tenantId>/<id>`, written atomically (temporary file, then rename). */
export function folderClassFileStore(dir: string): ClassFileStore {
  return {
    async put(tenantId, id, _contentType, bytes) {
      const folder = join(dir, tenantId);
      await mkdir(folder, { recursive: true });
      const target = join(folder, id);
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
    },
    async get(tenantId, id) {
      if (!SAFE.test(tenantId) || !SAFE.test(id)) return null;
      return readFile(join(dir, tenantId, id)).catch(() => null);
    },
  };
}

const unavailable = (detail: string) => new AppError(503, 'upload.store_unavailable', `The file store is unavailable (${detail}); try again later.`);

/** The same bucket as image uploads (UPLOAD_STORE=s3), under the `class-files/` prefix, signed with SigV4. */
export function s3ClassFileStore(options: S3Options, fetchImpl: typeof fetch = fetch): ClassFileStore {
  const base = options.endpoint.replace(/\/+$/, '');
  const objectUrl = (tenantId: string, id: string) => `${base}/${encodeURIComponent(options.bucket)}/class-files/${tenantId}/${id}`;
  const send = (method: string, url: string, body?: Buffer, headers: Record<string, string> = {}) => {
    const { host: _host, ...signed } = signRequest({ method, url, headers, body }, options);
    return fetchImpl(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined }).catch(() => {
      throw unavailable('no answer');
    });
  };
  return {
    async put(tenantId, id, contentType, bytes) {
      const response = await send('PUT', objectUrl(tenantId, id), bytes, { 'content-type': contentType });
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
    },
    async get(tenantId, id) {
      if (!SAFE.test(tenantId) || !SAFE.test(id)) return null;
      const response = await send('GET', objectUrl(tenantId, id));
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** The store the upload settings choose (UPLOAD_STORE): a `class-files` folder beside the images, or the S3 bucket. */
export function classFileStoreFor(config: Pick<Config, 'uploadStore' | 'uploadDir' | 's3'>): ClassFileStore {
  if (config.uploadStore === 's3' && config.s3) return s3ClassFileStore(config.s3);
  return folderClassFileStore(join(config.uploadDir, 'class-files'));
}
