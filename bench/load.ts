// `npm run load`: mixed visitor traffic at a fixed rate against one server process on PostgreSQL
// (LOAD_DATABASE_URL, else TEST_DATABASE_URL, else the local server); prints the achieved rate, errors
// and latency percentiles. The npm script builds the app first. LOAD_RATE (500) and LOAD_SECONDS (60) change the run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_SCHOOL_ID } from '../server/db/demo';
import { percentile, report } from './stats';

const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RATE = Number(process.env.LOAD_RATE ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3345);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const BASE = `http://127.0.0.1:${PORT}`;
const P = '/api/portal/api/v1/portal';

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function waitReady(child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${BASE}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server was not ready within 120 s');
}

/** The visitor paths of the mix: pages (server-rendered), their API calls, and the built assets a first visit loads. */
async function visitorPaths(): Promise<string[]> {
  const school = DEMO_SCHOOL_ID;
  const home = await (await fetch(`${BASE}/portal/${school}/home?sxz-lang=en_US`)).text();
  if (!home.includes('data-block-type')) throw new Error('the home page was not rendered on the server (run `npm run build` first)');
  const assets = [...new Set([...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))].slice(0, 4);
  const classes = (await (await fetch(`${BASE}${P}/class-resource?schoolId=${school}&pageSize=5`)).json()) as { data: { list: { id: string }[] } };
  const classId = classes.data.list[0]?.id;
  if (!classId) throw new Error('the demo school has no classes');
  return [
    `/portal/${school}/home?sxz-lang=en_US`,
    `/portal/${school}/home?sxz-lang=zh_CN`,
    `/portal/${school}/search?keyword=course`,
    `/classInfo/${school}/class-view/${classId}`,
    `${P}/getPageDetailsById?schoolId=${school}&code=home`,
    `${P}/leaderboard-resource/${school}?board=hot`,
    `${P}/leaderboard-resource/${school}?board=points`,
    `${P}/resource?schoolId=${school}&pageSize=8`,
    `${P}/class-resource?schoolId=${school}&pageSize=8`,
    `/api/search/v1/search/hotSearch?schoolId=${school}`,
    `${P}/v2/navigations?schoolId=${school}`,
    `${P}/open/footer?schoolId=${school}`,
    ...assets,
  ];
}

async function main(): Promise<void> {
  const name = `portal_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: withDatabase(ADMIN_URL, name), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(child);
    const paths = await visitorPaths();
    // Not measured: the first render of every page, the pool's connections and the JIT warm up.
    await autocannon({ url: BASE, connections: 10, duration: 5, requests: paths.map((path) => ({ method: 'GET', path })) });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({
      url: BASE,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: SECONDS,
      timeout: 10,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    const result = await instance;
    const failed = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, n]) => sum + n, 0);
    console.log(`load: ${paths.length} visitor paths, target ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    report('load_achieved_rate', latencies.length / SECONDS, 'req/s', 1);
    report('load_errors', failed + result.errors + result.timeouts, 'requests', 0);
    report('load_latency_p50', percentile(latencies, 50), 'ms', 1);
    report('load_latency_p95', percentile(latencies, 95), 'ms', 1);
    report('load_latency_p99', percentile(latencies, 99), 'ms', 1);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
