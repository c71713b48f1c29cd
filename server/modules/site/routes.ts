import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { liveSiteSettings } from '../../site-settings-live';
import { siteInfoFor } from '../../site-settings';

/** What the browser needs of the site settings for the request's host (also written into every app page as `window.__SITE__`). */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/api/portal/api/v1/portal/site-info', async (request) => ok(siteInfoFor(await liveSiteSettings(app), request.headers.host)));
}
