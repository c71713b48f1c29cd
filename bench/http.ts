import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_SCHOOL_ID } from '../server/db/demo';
import { seedDemo } from '../server/db/seed';
import { report } from './stats';

const SECONDS = 5;
const HOME = `/portal/${DEMO_SCHOOL_ID}/home?sxz-lang=en_US`;

async function requestsPerSecond(url: string, headers: Record<string, string> = {}, connections = 10): Promise<number> {
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** The demo app on `databaseUrl` (PostgreSQL) or PGlite, seeded, listening on loopback; `close` ends it all. */
async function startApp(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent', PORT: '3000' }); // the port is chosen at listen time
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const app = await buildApp(config, { db: database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every request rendered afresh, from block data anonymous renders share for a few seconds: the cost of
 * a first visit to another page or language, of a page after its cache time. With `cold`, the data is
 * read afresh too: the cost of the first page after a release.
 */
function turnOffRenderCache(app: FastifyInstance, cold = false): void {
  (app.renderCache as unknown as { get: () => undefined }).get = () => undefined;
  if (cold) (app.pageDataCache as unknown as { get: () => undefined }).get = () => undefined;
}

/** The Cookie header of the demo learner, logged in with the password grant. */
async function learnerCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=learner&password=learner-pass-2026',
  });
  if (!response.ok) throw new Error(`the demo learner could not log in: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The demo home page, server-rendered, over HTTP on loopback, beside the same bytes served as a static file. */
export async function benchHttp(): Promise<void> {
  const { app, base, dataDir, close } = await startApp(undefined);
  const staticApp = Fastify({ logger: false });
  try {
    const pageUrl = `${base}${HOME}`;
    const html = await (await fetch(pageUrl)).text();
    if (!html.includes('data-block-type')) throw new Error('the page was not rendered on the server (run `npm run build` first)');
    writeFileSync(join(dataDir, 'home.html'), html);
    await staticApp.register(fastifyStatic, { root: dataDir });
    const staticBase = await staticApp.listen({ port: 0, host: '127.0.0.1' });

    const rendered = await requestsPerSecond(pageUrl);
    const file = await requestsPerSecond(`${staticBase}/home.html`);
    // A logged-in member's pages are never shared: every request is rendered for them.
    const member = await requestsPerSecond(pageUrl, { cookie: await learnerCookie(base) });
    turnOffRenderCache(app);
    const uncached = await requestsPerSecond(pageUrl);
    // One connection: no request can join another's render, so this is the cost of each render.
    const uncachedOneByOne = await requestsPerSecond(pageUrl, {}, 1);
    turnOffRenderCache(app, true);
    const cold = await requestsPerSecond(pageUrl);
    report('http_released_page_uncached_requests_per_second', uncached, 'req/s', 0);
    report('http_released_page_uncached_one_connection_requests_per_second', uncachedOneByOne, 'req/s', 0);
    report('http_released_page_cold_requests_per_second', cold, 'req/s', 0);
    report('http_member_home_requests_per_second', member, 'req/s', 0);
    report('http_released_page_requests_per_second', rendered, 'req/s', 0);
    report('http_static_same_bytes_requests_per_second', file, 'req/s', 0);
    report('http_released_page_vs_static_ratio', rendered / file, 'x', 2);
    report('http_released_page_uncached_vs_cached_ratio', uncached / rendered, 'x', 2);
  } finally {
    await staticApp.close();
    await close();
  }
}

/**
 * The same uncached page and member home on a PostgreSQL server (BENCH_DATABASE_URL, a role that may
 * create databases): a fresh database of its own is made, seeded, and dropped afterwards.
 */
export async function benchHttpPostgres(adminUrl: string): Promise<void> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`create database ${name}`);
  try {
    const { app, base, close } = await startApp(url.toString());
    try {
      const pageUrl = `${base}${HOME}`;
      const rendered = await requestsPerSecond(pageUrl);
      const member = await requestsPerSecond(pageUrl, { cookie: await learnerCookie(base) });
      turnOffRenderCache(app);
      const uncached = await requestsPerSecond(pageUrl);
      turnOffRenderCache(app, true);
      const cold = await requestsPerSecond(pageUrl);
      report('http_released_page_uncached_postgres_requests_per_second', uncached, 'req/s', 0);
      report('http_released_page_cold_postgres_requests_per_second', cold, 'req/s', 0);
      report('http_member_home_postgres_requests_per_second', member, 'req/s', 0);
      report('http_released_page_postgres_requests_per_second', rendered, 'req/s', 0);
      report('http_released_page_uncached_vs_cached_postgres_ratio', uncached / rendered, 'x', 2);
    } finally {
      await close();
    }
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
