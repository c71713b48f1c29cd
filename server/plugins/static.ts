import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../http/envelope';
import { withHead, type ShellHead } from './html-head';
import { withSiteInfo } from './site-script';
import { overseasHost } from '../modules/platform/client-config';

const NOT_BUILT = `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Portal not built</title>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The API is up: <a href="/healthz">/healthz</a>.</p>
</body></html>`;

/**
 * A navigation that the single-page app answers: not the API, not a health check, and either asking
 * for HTML or naming no file (a missing /assets/x.js must stay a 404, not turn into index.html).
 */
function isAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path === '/api' || ['/healthz', '/readyz', '/metrics'].includes(path)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (request.headers.accept ?? '').includes('text/html') || !lastSegment.includes('.');
}

/**
 * Serves the built browser app from `staticDir` with history-mode fallback: every spec route
 * (/portal/1/search, /design/1/sub-school/2, ...) gets index.html and the client router takes over.
 * With `shellHead` (from the server render bundle), index.html comes with `<html lang dir>` and the
 * title of the requested language (sxz-lang query, then cookie, then the default), so the first paint
 * is already in the right language and direction. Anything else that matches no route gets the JSON
 * 404 envelope.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string, shellHead: ShellHead | null = null): Promise<void> {
  const hasIndex = existsSync(join(staticDir, 'index.html'));
  const template = hasIndex && shellHead ? readFileSync(join(staticDir, 'index.html'), 'utf8') : null;
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      // Vite fingerprints files under assets/, so they never change; index.html must be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(join(staticDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isAppNavigation(request)) {
      const overseas = await overseasHost(app, request.headers.host).catch(() => false);
      const head = template && shellHead ? await shellHead({ url: request.url, cookie: request.headers.cookie ?? '', overseas }).catch(() => null) : null;
      if (template && head) {
        // The page differs by the language cookie, so caches must keep one copy per cookie.
        return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(await withSiteInfo(app, request, withHead(template, head)));
      }
      if (hasIndex) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    return reply.status(404).send(failure(404, 'route.not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
