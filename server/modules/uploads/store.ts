import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_FORMATS, type ImageFormat } from './image';
import type { PresignedAnswer } from './s3-client';

/** Where uploaded files live: a folder by default, an S3-compatible bucket with UPLOAD_STORE=s3 (s3-store.ts). */
export interface FileStore {
  put(tenantId: string, id: string, format: ImageFormat, bytes: Buffer): Promise<void>;
  get(tenantId: string, id: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** A short-lived presigned GET of the file (S3), or null when the portal sends the bytes itself (a folder). */
  signedUrl(tenantId: string, id: string, answer: PresignedAnswer): string | null;
}

/** Ids the stores accept in a path: digits only, so no name can leave its folder or prefix. */
export const SAFE_ID = /^[0-9]{1,19}$/;

/** Files under `dir/<tenantId>/<id>.<format>`, written atomically (temporary file, then rename). */
export function folderStore(dir: string): FileStore {
  return {
    async put(tenantId, id, format, bytes) {
      const folder = join(dir, tenantId);
      await mkdir(folder, { recursive: true });
      const target = join(folder, `${id}.${format}`);
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
    },
    async get(tenantId, id) {
      if (!SAFE_ID.test(tenantId) || !SAFE_ID.test(id)) return null;
      for (const format of Object.keys(IMAGE_FORMATS) as ImageFormat[]) {
        const bytes = await readFile(join(dir, tenantId, `${id}.${format}`)).catch(() => null);
        if (bytes) return { bytes, contentType: IMAGE_FORMATS[format] };
      }
      return null;
    },
    signedUrl: () => null,
  };
}
