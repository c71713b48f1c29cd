// A driver for CPU profiles of the uncached released-page path:
//   NODE_ENV=production node --import tsx --import ./bench/css-hook.mjs bench/profile-page.ts [requests] [path] [out.cpuprofile]
// Renders the demo home page `requests` times (default 300) with the page cache off (and with COLD=1 the
// shared block data too), one request at a time, and prints the mean milliseconds per page and the SQL statements per page; with a third argument
// it writes a CPU profile of those requests only (start-up and seeding left out), for
// `node bench/profile-summary.mjs out.cpuprofile`. Needs `npm run build` first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { buildApp, openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { seedDemo } from '../server/db/seed';

const requests = Number(process.argv[2] ?? 300);
const path = process.argv[3] ?? '/portal/1100000000000000001/home?sxz-lang=en_US';
const profileFile = process.argv[4];
const dataDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
await seedDemo(database.db);
const app = await buildApp(config, { db: database, logger: false });
(app.renderCache as unknown as { get: () => undefined }).get = () => undefined;
if (process.env.COLD === '1') (app.pageDataCache as unknown as { get: () => undefined }).get = () => undefined;
try {
  const first = await app.inject({ method: 'GET', url: path });
  if (!first.body.includes('data-block-type')) throw new Error('the page was not rendered on the server (run `npm run build` first)');
  // Count the statements the database runs (PGlite): queries, and in transactions BEGIN, COMMIT and each query.
  let statements = 0;
  type Runner = Record<'query' | 'exec', (...args: unknown[]) => Promise<unknown>>;
  const counted = (target: Runner) => {
    for (const name of ['query', 'exec'] as const) {
      const original = target[name].bind(target);
      target[name] = (...args) => ((statements += 1), original(...args));
    }
  };
  const client = database.pglite as unknown as (Runner & { transaction: (fn: (tx: Runner) => Promise<unknown>) => Promise<unknown> }) | undefined;
  if (client) {
    counted(client);
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => ((statements += 2), transaction((tx) => (counted(tx), fn(tx))));
  }
  const session = new Session();
  if (profileFile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  // MEMBER=1: the demo learner's render (nothing shared), as a logged-in member sees the page.
  let cookie = '';
  if (process.env.MEMBER === '1') {
    const login = await app.inject({ method: 'POST', url: '/api/auth/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&username=learner&password=learner-pass-2026' });
    if (login.statusCode !== 200) throw new Error(`the demo learner could not log in: ${login.statusCode}`);
    cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
  const start = performance.now();
  for (let i = 0; i < requests; i++) await app.inject({ method: 'GET', url: path, headers: { cookie } });
  const elapsed = performance.now() - start;
  if (profileFile) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  console.log(`uncached_page_mean: ${(elapsed / requests).toFixed(2)} ms over ${requests} requests`);
  if (client) console.log(`sql_statements_per_page: ${(statements / requests).toFixed(1)}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
