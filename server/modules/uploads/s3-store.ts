import { AppError } from '../../http/app-error';
import { IMAGE_FORMATS, sniffImage } from './image';
import { signRequest, type SigV4Credentials } from './sigv4';
import { servedUrl, type FileStore } from './store';

/** Where an S3-compatible bucket is and how to reach it (UPLOAD_STORE=s3 and the S3_* settings). */
export interface S3Options extends SigV4Credentials {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  /** When set, uploads are linked there (a CDN or a public bucket) instead of being served by the portal. */
  publicUrl?: string;
}

const SAFE = /^[0-9]{1,19}$/;

/** 503 upload.store_unavailable: the bucket could not be reached or refused the call; the upload's row is rolled back. */
const unavailable = (detail: string) => new AppError(503, 'upload.store_unavailable', `The file store is unavailable (${detail}); try again later.`);

/**
 * Uploads in an S3-compatible bucket, path-style (`endpoint/bucket/tenantId/id`), signed with SigV4.
 * Reads sniff the stored bytes for their type, so a wrong Content-Type in the bucket cannot change
 * what the portal serves.
 */
export function s3Store(options: S3Options, fetchImpl: typeof fetch = fetch): FileStore {
  const base = options.endpoint.replace(/\/+$/, '');
  const objectUrl = (tenantId: string, id: string) => `${base}/${encodeURIComponent(options.bucket)}/${tenantId}/${id}`;
  const send = (method: string, url: string, body?: Buffer, headers: Record<string, string> = {}) => {
    // fetch sends the same Host it was signed with (the URL's); it may not be set by hand.
    const { host: _host, ...signed } = signRequest({ method, url, headers, body }, options);
    return fetchImpl(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined }).catch(() => {
      throw unavailable('no answer');
    });
  };
  return {
    async put(tenantId, id, format, bytes) {
      const response = await send('PUT', objectUrl(tenantId, id), bytes, { 'content-type': IMAGE_FORMATS[format] });
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
    },
    async get(tenantId, id) {
      if (!SAFE.test(tenantId) || !SAFE.test(id)) return null;
      const response = await send('GET', objectUrl(tenantId, id));
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const format = sniffImage(bytes);
      return format ? { bytes, contentType: IMAGE_FORMATS[format] } : null;
    },
    url(tenantId, id) {
      return options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/${tenantId}/${id}` : servedUrl(tenantId, id);
    },
  };
}
