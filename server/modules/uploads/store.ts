import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_FORMATS, type ImageFormat } from './image';

/** Where uploaded files live. The embedded default is a folder; another store implements the same two calls. */
export interface FileStore {
  put(tenantId: string, id: string, format: ImageFormat, bytes: Buffer): Promise<void>;
  get(tenantId: string, id: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

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
  };
}
