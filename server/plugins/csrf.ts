import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Whether the browser says another site started this request (Sec-Fetch-Site, or an Origin of another host). */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  return site === 'cross-site' || (origin !== undefined && originHost(origin) !== request.headers.host);
}

/** 403 request.cross_site for a cross-site request; for the spec's few GET routes that change data. */
export function assertSameSite(request: FastifyRequest): void {
  if (isCrossSite(request)) throw new AppError(403, 'request.cross_site', 'Cross-site requests may not change data.');
}

/**
 * 403 request.cross_site unless the browser says a page of this very origin sent the request:
 * Sec-Fetch-Site `same-origin`, or (a browser without it) an Origin of this host. Stricter than the
 * CSRF check: a page of a sibling host (`same-site`) and a request naming no origin at all are refused
 * too. For answers only the person on this site's own screen may give (the OAuth2 consent).
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const fromOrigin = origin !== undefined && originHost(origin) === request.headers.host;
  if (site === undefined ? !fromOrigin : site !== 'same-origin' || (origin !== undefined && !fromOrigin)) {
    throw new AppError(403, 'request.cross_site', 'Only this site\'s own pages may send this request.');
  }
}

/** A POST, PUT, PATCH or DELETE route the app registered. */
export interface MutatingRoute {
  method: string;
  url: string;
}

const guarded = new WeakMap<FastifyInstance, MutatingRoute[]>();

/** Every mutating route registered after registerCsrf: all of them pass the cross-site check (tests walk this list). */
export function mutatingRoutes(app: FastifyInstance): readonly MutatingRoute[] {
  return guarded.get(app) ?? [];
}

/**
 * Refuses mutating requests another site started: the browser says so in Sec-Fetch-Site, or the
 * Origin's host differs from Host. Requests with neither header (curl, server to server) pass;
 * SameSite=Lax cookies cover old browsers that send neither.
 */
export function registerCsrf(app: FastifyInstance): void {
  const routes: MutatingRoute[] = [];
  guarded.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (MUTATING.has(method)) routes.push({ method, url: route.url });
  });
  app.addHook('onRequest', async (request) => {
    if (MUTATING.has(request.method)) assertSameSite(request);
  });
}
