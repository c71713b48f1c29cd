import { createHash, createHmac } from 'node:crypto';

/** The credentials and scope of an AWS Signature Version 4 signature. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

/** A request to sign: its method, full URL, the headers to sign (besides host) and the body. */
export interface SigV4Request {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** The signing time; now when absent. */
  date?: Date;
}

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z`, the x-amz-date format. */
export const amzDate = (date: Date) => date.toISOString().replace(/[:-]/g, '').replace(/\.\d{3}/, '');

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The path as SigV4 canonicalises it for S3: each segment encoded once. */
const canonicalPath = (url: URL) => url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment))).join('/') || '/';

/** The credential scope of a signature made at `time`. */
const scopeOf = (time: string, credentials: SigV4Credentials) => `${time.slice(0, 8)}/${credentials.region}/${credentials.service ?? 's3'}/aws4_request`;

/** The signature of a canonical request at `time` (the last steps of SigV4: string to sign, derived key, HMAC). */
function signatureOf(canonical: string, time: string, credentials: SigV4Credentials): string {
  const toSign = ['AWS4-HMAC-SHA256', time, scopeOf(time, credentials), sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, time.slice(0, 8)), credentials.region), credentials.service ?? 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/**
 * Signs a request with AWS Signature Version 4 (the S3 flavour: the path is encoded once, the payload
 * hash is sent as x-amz-content-sha256). Answers the headers to send: the given ones plus host,
 * x-amz-date, x-amz-content-sha256 and authorization.
 */
export function signRequest(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const url = new URL(request.url);
  const time = amzDate(request.date ?? new Date());
  const payloadHash = request.headers?.['x-amz-content-sha256'] ?? sha256Hex(request.body ?? new Uint8Array());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers.host = url.host;
  headers['x-amz-date'] = time;
  headers['x-amz-content-sha256'] = payloadHash;
  const names = Object.keys(headers).sort();
  const canonical = [
    request.method.toUpperCase(),
    canonicalPath(url),
    canonicalQuery(url.searchParams),
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const signature = signatureOf(canonical, time, credentials);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scopeOf(time, credentials)},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}

/** A request to presign: method, full URL (its query, e.g. response-content-type, is signed too), lifetime. */
export interface PresignRequest {
  method: string;
  url: string;
  expiresSeconds: number;
  /** The signing time; now when absent. */
  date?: Date;
}

/**
 * A presigned URL (SigV4 query-string authentication): whoever holds it may make this one request,
 * without credentials, until `expiresSeconds` after the signing time. Only the host header is signed
 * and the payload is not, as S3 expects of a browser following a link.
 */
export function presignUrl(request: PresignRequest, credentials: SigV4Credentials): string {
  const url = new URL(request.url);
  const time = amzDate(request.date ?? new Date());
  const query = new URLSearchParams(url.searchParams);
  query.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  query.set('X-Amz-Credential', `${credentials.accessKeyId}/${scopeOf(time, credentials)}`);
  query.set('X-Amz-Date', time);
  query.set('X-Amz-Expires', String(request.expiresSeconds));
  query.set('X-Amz-SignedHeaders', 'host');
  const canonical = [request.method.toUpperCase(), canonicalPath(url), canonicalQuery(query), `host:${url.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  return `${url.origin}${canonicalPath(url)}?${canonicalQuery(query)}&X-Amz-Signature=${signatureOf(canonical, time, credentials)}`;
}
