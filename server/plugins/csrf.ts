import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Refuses mutating requests another site started: the browser says so in Sec-Fetch-Site, or the
 * Origin's host differs from Host. Requests with neither header (curl, server to server) pass;
 * SameSite=Lax cookies cover old browsers that send neither.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site === 'cross-site' || (origin !== undefined && originHost(origin) !== request.headers.host);
    if (crossSite) throw new AppError(403, 'request.cross_site', 'Cross-site requests may not change data.');
  });
}
