import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiError } from '../../renderer/api';
import { blockAssetLinks, type ViteManifest } from './block-assets';
import { withHead, type ShellHead } from './html-head';
import { pageDataSource, pageSchool } from './page-data';
import { RenderCache } from './render-cache';
import { withSiteInfo } from './site-script';
import { isStoreHost } from '../site-settings';
import { overseasHost } from '../modules/platform/client-config';

/** The part of the server render bundle (dist/server/entry-server.js) this plugin calls. */
interface RenderEntry {
  renderPortalPage(request: { url: string; cookie: string; getJson: <T>(path: string) => Promise<T> }): Promise<{
    html: string;
    stateJson: string;
    title: string;
    description: string;
    lang: string;
    dir: string;
    blockTypes: string[];
  } | null>;
  appShellHead: ShellHead;
}

/** Portal routes drawn on the server (the browser router's routes for released pages). */
const PORTAL_PATHS = ['/portal/:schoolId/home', '/portal/:schoolId/search', '/classInfo/:schoolId/class-view/:classId', '/classInfo/:schoolId/check-view/:checkId', '/feedback/:schoolId'];

/** How long a render under way may be joined by other visitors asking for the same page. */
const RENDER_TIMEOUT_SECONDS = 60;

/** How long, at most, anonymous renders reuse the data of the blocks they draw. */
const PAGE_DATA_SECONDS = 5;

// The language cookie picks the page's language, so it is part of a cached page's key.
const LANGUAGE_COOKIE = 'sxz-lang';

/**
 * Renders released portal pages to HTML with their block data, for the browser to hydrate. Off when
 * the build is missing (the plain app still serves every route). A failed render answers with the
 * plain app, which shows the same error the render met. Returns how the plain app's head is worked out
 * for a request (language and title), or null without a build.
 */
export async function registerPortalRender(app: FastifyInstance, staticDir: string): Promise<ShellHead | null> {
  const renderCache = new RenderCache(app.config.renderCacheSeconds);
  app.decorate('renderCache', renderCache);
  // The block data of anonymous renders, reused for a few seconds (never longer than the pages) and
  // forgotten with the school's pages: a page rendered afresh need not read it all again.
  const pageDataCache = new RenderCache<Promise<unknown>>(Math.min(app.config.renderCacheSeconds, PAGE_DATA_SECONDS));
  renderCache.link(pageDataCache);
  app.decorate('pageDataCache', pageDataCache);
  // Releases on any process empty this process's cache too (LISTEN/NOTIFY on PostgreSQL).
  const stopSharing = renderCache.shareThrough(app.database.events);
  // So do configuration key changes, which every process hears of itself: what pages show may depend
  // on them (the footer's white list, the overseas hosts), and they take effect at once.
  app.configService.onChange((schoolId) => renderCache.forgetHere(schoolId));
  app.addHook('onClose', async () => stopSharing());
  const templatePath = join(staticDir, 'index.html');
  const entryPath = join(dirname(staticDir), 'server', 'entry-server.js');
  if (!existsSync(templatePath) || !existsSync(entryPath)) {
    app.log.info('Server render is off: run `npm run build` to build dist/client and dist/server');
    return null;
  }
  const template = readFileSync(templatePath, 'utf8');
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  const manifest = (existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}) as ViteManifest;
  const entry = (await import(pathToFileURL(entryPath).href)) as RenderEntry;

  // The links of a set of block types depend on the build alone: worked out once per set.
  const assetLinks = new Map<string, string>();
  const assetLinksOf = (blockTypes: string[]) => {
    const key = blockTypes.join();
    let links = assetLinks.get(key);
    if (links === undefined) {
      if (assetLinks.size >= 500) assetLinks.clear(); // each released page has its own set: keep the map small
      assetLinks.set(key, (links = blockAssetLinks(manifest, blockTypes, template)));
    }
    return links;
  };

  /** The page's HTML with its data and asset links, or null when the address is no released page. */
  async function draw(request: FastifyRequest, schoolId: string, visitorKey: string | undefined): Promise<string | null> {
    // An anonymous render waits one turn of the event loop first, so requests for the page that arrived
    // together (parsed in the same turn) join it: with its data shared, a render would otherwise run to
    // its end within the first request's turn, and each of the others would draw the page again.
    if (visitorKey !== undefined) await new Promise((resolve) => setImmediate(resolve));
    // The page's data is read through the services, not through HTTP requests (server/plugins/page-data.ts).
    const shared = visitorKey === undefined ? undefined : { cache: app.pageDataCache, key: visitorKey };
    const getJson = pageDataSource(app, request, await pageSchool(app, schoolId), shared);
    const page = await entry.renderPortalPage({ url: request.url, cookie: request.headers.cookie ?? '', getJson });
    if (!page) return null;
    return withHead(template, page)
      .replace('</head>', `${assetLinksOf(page.blockTypes)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div><script>window.__PORTAL_STATE__=${page.stateJson}</script>`);
  }
  // Renders under way for anonymous visitors, by cache key; forgotten with the school's pages (a release
  // mid-render), so later visitors start a render of the new release.
  const rendering = new Map<string, { schoolId: string; job: Promise<string | null>; until: number }>();
  renderCache.onForget((schoolId) => {
    for (const [key, under] of rendering) if (schoolId === null || under.schoolId === schoolId) rendering.delete(key);
  });
  const joinable = (key: string) => {
    const under = rendering.get(key);
    return under && under.until > Date.now() ? under.job : undefined;
  };

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const send = async (status: number, html: string) => reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await withSiteInfo(app, request, html));
    // The plain app, in the requested language and direction from its first paint.
    const plain = async () => withHead(template, await entry.appShellHead({ url: request.url, cookie: request.headers.cookie ?? '', overseas: await overseasHost(app, request.headers.host).catch(() => false) }));
    // A designer preview (?isVisit) may show a draft: never rendered here, never cached; the browser fetches it.
    if ((request.query as Record<string, unknown>).isVisit !== undefined) return send(200, await plain());
    // A store-mode host draws the store router, which has no portal pages.
    if (isStoreHost(app.config.site, request.headers.host)) return send(200, await plain());
    // Logged-in users see their own name and enrolments, so only anonymous pages are shared.
    // The host is part of the key: what a page shows can depend on it (CONTACT_HIDDEN_HOSTS).
    const visitorKey = `${request.headers.host ?? ''}\n${request.cookies[LANGUAGE_COOKIE] ?? ''}`;
    const cacheKey = request.user ? null : `${visitorKey}\n${request.url}`;
    const cached = cacheKey ? app.renderCache.get(cacheKey) : undefined;
    if (cached) return send(200, cached);
    const { schoolId } = request.params as { schoolId: string };
    let status = 200;
    try {
      // Anonymous visitors asking for the same page while it is being drawn wait for that one render.
      let job = cacheKey ? joinable(cacheKey) : undefined;
      if (!job) {
        job = draw(request, schoolId, request.user ? undefined : visitorKey);
        if (cacheKey) {
          const started = job;
          const done = () => rendering.get(cacheKey)?.job === started && rendering.delete(cacheKey);
          rendering.set(cacheKey, { schoolId, job: started, until: Date.now() + RENDER_TIMEOUT_SECONDS * 1000 });
          started.then((html) => (done(), html && app.renderCache.set(cacheKey, schoolId, html)), done);
        }
      }
      const html = await job;
      if (html) return send(200, html);
    } catch (error) {
      if (isApiError(error) && error.status < 500) status = error.status;
      else request.log.error({ err: error }, 'server render failed; answering with the plain app');
    }
    return send(status, await plain());
  }

  for (const path of PORTAL_PATHS) app.get(path, render);
  return entry.appShellHead;
}
