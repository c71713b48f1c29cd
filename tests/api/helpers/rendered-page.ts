import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { ApiError } from '../../../renderer/api';
import { withHead } from '../../../server/plugins/html-head';
import { renderPortalPage } from '../../../src/entry-server';

/** The full HTML a visitor would get for a school's home page from the server render, parsed. */
export async function renderedHome(app: FastifyInstance, schoolId: string): Promise<Document> {
  const getJson = async <T,>(path: string): Promise<T> => {
    const res = await app.inject({ url: path, headers: { accept: 'application/json' } });
    const body = res.json() as { data?: T; error?: string; message?: string };
    if (res.statusCode >= 400) throw new ApiError(res.statusCode, body.error ?? 'http.error', body.message ?? '');
    return body.data as T;
  };
  const page = await renderPortalPage({ url: `/portal/${schoolId}/home?sxz-lang=en_US`, cookie: '', getJson });
  const template = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  const html = withHead(template, page!).replace('<div id="root"></div>', `<div id="root">${page!.html}</div><script>window.__PORTAL_STATE__=${page!.stateJson}</script>`);
  return new JSDOM(html).window.document;
}
