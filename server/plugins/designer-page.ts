import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { designerAssetLinks, type ViteManifest } from './block-assets';
import { withHead, type ShellHead } from './html-head';
import { overseasHost } from '../modules/platform/client-config';

/**
 * `/design/...` answers with the app's page plus links that start downloading the designer's code at
 * once, side by side with the app's own (the route itself still checks the login and the administrator).
 * With `shellHead`, the page also comes with `<html lang dir>` and the title of the requested language.
 * Off when the build is missing: the plain app then serves these routes as any other.
 */
export function registerDesignerPage(app: FastifyInstance, staticDir: string, shellHead: ShellHead | null = null): void {
  const templatePath = join(staticDir, 'index.html');
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(templatePath) || !existsSync(manifestPath)) return;
  const template = readFileSync(templatePath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const html = template.replace('</head>', `${designerAssetLinks(manifest, template)}</head>`);
  for (const path of ['/design/:schoolId', '/design/:schoolId/sub-school/:subSchoolId']) {
    app.get(path, async (request, reply) => {
      const overseas = await overseasHost(app, request.headers.host).catch(() => false);
      const head = shellHead ? await shellHead({ url: request.url, cookie: request.headers.cookie ?? '', overseas }).catch(() => null) : null;
      // The page differs by the language cookie, so caches must keep one copy per cookie.
      return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(head ? withHead(html, head) : html);
    });
  }
}
