import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteInfoFor } from '../site-settings';
import { liveSiteSettings } from '../site-settings-live';

/**
 * The app page with `window.__SITE__` (store mode, mobile portal, host title, home school, site map)
 * for the request's host, so the browser picks its router before the first render without a request.
 */
export async function withSiteInfo(app: FastifyInstance, request: FastifyRequest, html: string): Promise<string> {
  // JSON in a script element: `<` escaped so no value can close the element.
  const json = JSON.stringify(siteInfoFor(await liveSiteSettings(app), request.headers.host)).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script>window.__SITE__=${json}</script></head>`);
}
