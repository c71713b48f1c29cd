import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { designerAssetLinks, type ViteManifest } from './block-assets';

/**
 * `/design/...` answers with the app's page plus links that start downloading the designer's code at
 * once, side by side with the app's own (the route itself still checks the login and the administrator).
 * Off when the build is missing: the plain app then serves these routes as any other.
 */
export function registerDesignerPage(app: FastifyInstance, staticDir: string): void {
  const templatePath = join(staticDir, 'index.html');
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(templatePath) || !existsSync(manifestPath)) return;
  const template = readFileSync(templatePath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const html = template.replace('</head>', `${designerAssetLinks(manifest, template)}</head>`);
  for (const path of ['/design/:schoolId', '/design/:schoolId/sub-school/:subSchoolId']) {
    app.get(path, (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
  }
}
