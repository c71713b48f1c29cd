import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_FORMATS, type ImageFormat } from './image';

/** Where uploaded files live: a folder by default, an S3-compatible bucket with UPLOAD_STORE=s3 (s3-store.ts). */
export interface FileStore {
  put(tenantId: string, id: string, format: ImageFormat, bytes: Buffer): Promise<void>;
  get(tenantId: string, id: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** The URL the upload is linked at (static_url). */
  url(tenantId: string, id: string): string;
}

/** The portal's own address of a stored upload, served with nosniff. */
export const servedUrl = (tenantId: string, id: string) => `/api/school/v1/files/${tenantId}/${id}`;

const SAFE = /^[0-9]{1,19}$/;

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
      if (!SAFE.test(tenantId) || !SAFE.test(id)) return null;
      for (const format of Object.keys(IMAGE_FORMATS) as ImageFormat[]) {
        const bytes = await readFile(join(dir, tenantId, `${id}.${format}`)).catch(() => null);
        if (bytes) return { bytes, contentType: IMAGE_FORMATS[format] };
      }
      return null;
    },
    url: servedUrl,
  };
}
