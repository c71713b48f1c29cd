import type { FastifyReply, FastifyRequest } from 'fastify';

/** How a stored file may be answered: to anyone, cacheable by shared caches; or to this viewer only. */
export type FileVisibility = 'public' | 'private';

/** What the portal answers with: the file's bytes, or (S3, private files) the address of a presigned GET. */
export type StoredFileContent = { bytes: Buffer; contentType: string; disposition?: string } | { location: string };

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, max-age=3600';

/**
 * onRequest hook of the routes that serve stored files: until a file is found to be public, nothing
 * about it (a 404 included) may be kept by a shared cache, and the answer depends on who asks.
 */
export async function privateUntilPublic(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
}

/**
 * Answers a stored file: its bytes with the type the portal recorded or sniffed, nosniff, a sandbox
 * CSP and caching by visibility (a public file one day in any cache; a private one an hour in the
 * viewer's browser only), or a redirect to a presigned GET that is never cached.
 */
export function sendStoredFile(reply: FastifyReply, visibility: FileVisibility, content: StoredFileContent) {
  if ('location' in content) return reply.header('cache-control', 'private, no-store').redirect(content.location, 302);
  if (visibility === 'public') reply.removeHeader('vary');
  if (content.disposition) reply.header('content-disposition', content.disposition);
  return reply
    .header('content-type', content.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', visibility === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE)
    .send(content.bytes);
}
