import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { s3Client, type PresignedAnswer, type S3Options } from '../uploads/s3-client';
import { SAFE_ID } from '../uploads/store';

/** Where class files (attachments, courseware, attendance proof) live; the content type is kept in class_files. */
export interface ClassFileStore {
  put(tenantId: string, id: string, contentType: string, bytes: Buffer): Promise<void>;
  get(tenantId: string, id: string): Promise<Buffer | null>;
  /** A short-lived presigned GET of the file (S3), or null when the portal sends the bytes itself (a folder). */
  signedUrl(tenantId: string, id: string, answer: PresignedAnswer): string | null;
}

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
      if (!SAFE_ID.test(tenantId) || !SAFE_ID.test(id)) return null;
      return readFile(join(dir, tenantId, id)).catch(() => null);
    },
    signedUrl: () => null,
  };
}

/** The same bucket as image uploads (UPLOAD_STORE=s3), under the `class-files/` prefix. */
export function s3ClassFileStore(options: S3Options, fetchImpl: typeof fetch = fetch): ClassFileStore {
  const client = s3Client(options, fetchImpl);
  const key = (tenantId: string, id: string) => (SAFE_ID.test(tenantId) && SAFE_ID.test(id) ? `class-files/${tenantId}/${id}` : null);
  return {
    put: (tenantId, id, contentType, bytes) => client.put(`class-files/${tenantId}/${id}`, bytes, contentType),
    async get(tenantId, id) {
      const name = key(tenantId, id);
      return name ? client.get(name) : null;
    },
    signedUrl(tenantId, id, answer) {
      const name = key(tenantId, id);
      return name ? client.presignGet(name, answer) : null;
    },
  };
}

/** The store the upload settings choose (UPLOAD_STORE): a `class-files` folder beside the images, or the S3 bucket. */
export function classFileStoreFor(config: Pick<Config, 'uploadStore' | 'uploadDir' | 's3'>): ClassFileStore {
  if (config.uploadStore === 's3' && config.s3) return s3ClassFileStore(config.s3);
  return folderClassFileStore(join(config.uploadDir, 'class-files'));
}
