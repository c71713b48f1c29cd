import { AppError } from '../../http/app-error';
import { presignUrl, signRequest, type SigV4Credentials } from './sigv4';

/** Where an S3-compatible bucket is and how to reach it (UPLOAD_STORE=s3 and the S3_* settings). */
export interface S3Options extends SigV4Credentials {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
}

/** How long a presigned GET of a private file stays valid: long enough to follow the redirect, no longer. */
export const PRESIGNED_GET_SECONDS = 300;

/** What S3 should answer a presigned GET with instead of the object's stored metadata. */
export interface PresignedAnswer {
  contentType: string;
  contentDisposition?: string;
}

/** 503 upload.store_unavailable: the bucket could not be reached or refused the call; the upload's row is rolled back. */
const unavailable = (detail: string) => new AppError(503, 'upload.store_unavailable', `The file store is unavailable (${detail}); try again later.`);

/** The one way the portal talks to the bucket: signed PUT and GET of objects, and presigned GETs for browsers. */
export interface S3Client {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when the bucket has none under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** A presigned GET of the object, valid for PRESIGNED_GET_SECONDS, answered with `answer`'s type and disposition. */
  presignGet(key: string, answer: PresignedAnswer): string;
}

/**
 * An S3-compatible bucket addressed path-style (`endpoint/bucket/key`), every request signed with
 * SigV4 (sigv4.ts). Keys are made by the stores from ids the portal checked, never from user text.
 */
export function s3Client(options: S3Options, fetchImpl: typeof fetch = fetch): S3Client {
  const base = options.endpoint.replace(/\/+$/, '');
  const objectUrl = (key: string) => `${base}/${encodeURIComponent(options.bucket)}/${key}`;
  const send = (method: string, url: string, body?: Buffer, headers: Record<string, string> = {}) => {
    // fetch sends the same Host it was signed with (the URL's); it may not be set by hand.
    const { host: _host, ...signed } = signRequest({ method, url, headers, body }, options);
    return fetchImpl(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined }).catch(() => {
      throw unavailable('no answer');
    });
  };
  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', objectUrl(key), bytes, { 'content-type': contentType });
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
    },
    async get(key) {
      const response = await send('GET', objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable(`HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    presignGet(key, answer) {
      const url = new URL(objectUrl(key));
      // The bucket's stored metadata never decides how the browser treats the file.
      url.searchParams.set('response-content-type', answer.contentType);
      if (answer.contentDisposition) url.searchParams.set('response-content-disposition', answer.contentDisposition);
      url.searchParams.set('response-cache-control', `private, max-age=${PRESIGNED_GET_SECONDS}`);
      return presignUrl({ method: 'GET', url: url.toString(), expiresSeconds: PRESIGNED_GET_SECONDS }, options);
    },
  };
}
