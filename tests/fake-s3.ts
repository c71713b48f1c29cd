import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { presignUrl, sha256Hex, signRequest } from '../server/modules/uploads/sigv4';

/** What the fake bucket saw of one request. */
export interface SeenRequest {
  method: string;
  path: string;
  signedHeaders: string[];
  verified: boolean;
  /** A presigned GET (query-string authentication), verified and not expired. */
  presigned?: boolean;
}

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });

/** `20130524T000000Z` back to a Date. */
const parseAmzDate = (v: string) => new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`);

type Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

/** Whether a presigned URL's signature is right for what arrived, and it has not expired. */
function presignedIsValid(host: string, path: string, query: URLSearchParams, method: string, credentials: Credentials): boolean {
  const signature = query.get('X-Amz-Signature');
  const credential = query.get('X-Amz-Credential') ?? '';
  const amz = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  if (!signature || query.get('X-Amz-SignedHeaders') !== 'host' || !credential.startsWith(`${credentials.accessKeyId}/${amz.slice(0, 8)}/${credentials.region}/s3/`)) return false;
  if (!Number.isInteger(expires) || parseAmzDate(amz).getTime() + expires * 1000 < Date.now()) return false;
  const unsigned = new URLSearchParams([...query].filter(([name]) => name !== 'X-Amz-Signature'));
  const expected = presignUrl({ method, url: `http://${host}${path}?${unsigned}`, expiresSeconds: expires, date: parseAmzDate(amz) }, credentials);
  return new URL(expected).searchParams.get('X-Amz-Signature') === signature;
}

/**
 * A tiny S3-compatible server on loopback for tests: it re-computes each request's SigV4 signature
 * from what actually arrived (method, path, signed headers, body hash, or a presigned URL's query) and
 * answers 403 when it does not match or a presigned URL has expired; otherwise it stores PUT objects
 * in memory and serves them on GET, with the response-* overrides of a presigned GET.
 */
export async function startFakeS3(credentials: Credentials) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const seen: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const auth = String(request.headers.authorization ?? '');
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(auth);
    const path = (request.url ?? '/').split('?')[0]!;
    const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
    const entry: SeenRequest = { method: request.method ?? '', path, signedHeaders: match?.[4]?.split(';') ?? [], verified: false };
    seen.push(entry);
    if (query.has('X-Amz-Signature')) {
      entry.presigned = entry.verified = request.method === 'GET' && presignedIsValid(String(request.headers.host), path, query, 'GET', credentials);
      const found = objects.get(path);
      if (!entry.verified) response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      else if (!found) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else {
        const overrides = Object.fromEntries(['content-type', 'content-disposition', 'cache-control'].flatMap((h) => (query.has(`response-${h}`) ? [[h, query.get(`response-${h}`)!]] : [])));
        response.writeHead(200, { 'content-type': found.contentType, ...overrides }).end(found.bytes);
      }
      return;
    }
    const amz = String(request.headers['x-amz-date'] ?? '');
    const bodyHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (match && match[1] === credentials.accessKeyId && match[3] === credentials.region && bodyHash === sha256Hex(body) && amz.startsWith(match[2]!)) {
      const extra = Object.fromEntries(
        entry.signedHeaders.filter((h) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(h)).map((h) => [h, String(request.headers[h] ?? '')]),
      );
      const expected = signRequest(
        { method: request.method ?? '', url: `http://${request.headers.host}${request.url}`, headers: extra, body, date: parseAmzDate(amz) },
        credentials,
      );
      entry.verified = expected.authorization === auth;
    }
    if (!entry.verified) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      objects.set(path, { bytes: body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const found = objects.get(path);
      if (!found) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': found.contentType }).end(found.bytes);
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
