import type { FastifyRequest } from 'fastify';
import { fingerprintOf } from './service';

/** The session fingerprint of a request: the spec's `fp` header, else the user agent. */
export function requestFingerprint(request: FastifyRequest): string {
  const fp = request.headers.fp;
  return fingerprintOf(typeof fp === 'string' && fp ? fp : request.headers['user-agent']);
}
