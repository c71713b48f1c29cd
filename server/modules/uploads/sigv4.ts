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

/**
 * Signs a request with AWS Signature Version 4 (the S3 flavour: the path is encoded once, the payload
 * hash is sent as x-amz-content-sha256). Answers the headers to send: the given ones plus host,
 * x-amz-date, x-amz-content-sha256 and authorization.
 */
export function signRequest(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const url = new URL(request.url);
  const time = amzDate(request.date ?? new Date());
  const day = time.slice(0, 8);
  const service = credentials.service ?? 's3';
  const payloadHash = request.headers?.['x-amz-content-sha256'] ?? sha256Hex(request.body ?? new Uint8Array());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers.host = url.host;
  headers['x-amz-date'] = time;
  headers['x-amz-content-sha256'] = payloadHash;
  const names = Object.keys(headers).sort();
  const path = url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment))).join('/');
  const canonical = [
    request.method.toUpperCase(),
    path || '/',
    canonicalQuery(url.searchParams),
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', time, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
