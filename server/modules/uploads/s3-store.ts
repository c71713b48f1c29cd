import { IMAGE_FORMATS, sniffImage } from './image';
import { s3Client, type S3Options } from './s3-client';
import { SAFE_ID, type FileStore } from './store';

/**
 * Uploads in an S3-compatible bucket under `tenantId/id`. Reads sniff the stored bytes for their type,
 * and presigned GETs name the type the portal recorded, so a wrong Content-Type in the bucket cannot
 * change what is served.
 */
export function s3Store(options: S3Options, fetchImpl: typeof fetch = fetch): FileStore {
  const client = s3Client(options, fetchImpl);
  const key = (tenantId: string, id: string) => (SAFE_ID.test(tenantId) && SAFE_ID.test(id) ? `${tenantId}/${id}` : null);
  return {
    put: (tenantId, id, format, bytes) => client.put(`${tenantId}/${id}`, bytes, IMAGE_FORMATS[format]),
    async get(tenantId, id) {
      const name = key(tenantId, id);
      const bytes = name ? await client.get(name) : null;
      const format = bytes && sniffImage(bytes);
      return bytes && format ? { bytes, contentType: IMAGE_FORMATS[format] } : null;
    },
    signedUrl(tenantId, id, answer) {
      const name = key(tenantId, id);
      return name ? client.presignGet(name, answer) : null;
    },
  };
}
