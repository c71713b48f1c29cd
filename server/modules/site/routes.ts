import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { siteInfoFor } from '../../site-settings';

/** What the browser needs of the site settings for the request's host (also written into every app page as `window.__SITE__`). */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/api/portal/api/v1/portal/site-info', async (request) => ok(siteInfoFor(app.config.site, request.headers.host)));
}
