import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildApp, openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { seedDemo } from '../server/db/seed';
import { report } from './stats';

const SECONDS = 5;

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** The demo home page, server-rendered, over HTTP on loopback, beside the same bytes served as a static file. */
export async function benchHttp(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3000' }); // the port is chosen at listen time
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const app = await buildApp(config, { db: database, logger: false });
  const staticApp = Fastify({ logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const pageUrl = `${base}/portal/1100000000000000001/home?sxz-lang=en_US`;
    const html = await (await fetch(pageUrl)).text();
    if (!html.includes('data-block-type')) throw new Error('the page was not rendered on the server (run `npm run build` first)');
    const staticDir = join(dataDir, 'static');
    rmSync(staticDir, { recursive: true, force: true });
    writeFileSync(join(dataDir, 'home.html'), html);
    await staticApp.register(fastifyStatic, { root: dataDir });
    const staticBase = await staticApp.listen({ port: 0, host: '127.0.0.1' });

    const rendered = await requestsPerSecond(pageUrl);
    const file = await requestsPerSecond(`${staticBase}/home.html`);
    // Every request rendered afresh: the cost of a first visit, or of a logged-in user.
    const uncachedApp = app as unknown as { renderCache: { get: () => undefined } };
    uncachedApp.renderCache.get = () => undefined;
    const uncached = await requestsPerSecond(pageUrl);
    report('http_released_page_uncached_requests_per_second', uncached, 'req/s', 0);
    report('http_released_page_requests_per_second', rendered, 'req/s', 0);
    report('http_static_same_bytes_requests_per_second', file, 'req/s', 0);
    report('http_released_page_vs_static_ratio', rendered / file, 'x', 2);
  } finally {
    await staticApp.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
