// `npm run bench:scale`: released-page reads with 10 schools beside 10,000 schools × 50 pages, on
// PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server). Prints figures.
// BENCH_SCHOOLS changes the large case; BENCH_KEEP=1 keeps the database to look at query plans.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/database';
import { bigDocument } from './document';
import { report } from './stats';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 10_000);
const PAGES = 50;
const READS = 2000;
// Ids of the seeded rows: 19 digits, far from the snowflake ids the app makes.
const SCHOOL_BASE = 2_000_000_000_000_000_000n;
const PAGE_BASE = 3_000_000_000_000_000_000n;

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/** Schools `from`..`to` (1-based), each with PAGES pages, a draft and one released version each, in four set-based statements. */
async function seed(owner: pg.Client, from: number, to: number, documentJson: string): Promise<void> {
  const range = [from, to, String(SCHOOL_BASE), String(PAGE_BASE)];
  await owner.query(
    `insert into schools (tenant_id, id, name, open_school, is_decorated)
     select $3::bigint + g, $3::bigint + g, jsonb_build_object('en_US', 'School ' || g), true, true from generate_series($1::int, $2::int) g`,
    range.slice(0, 3),
  );
  await owner.query(
    `insert into pages (tenant_id, id, school_id, code, name)
     select $3::bigint + s, $4::bigint + s * 100 + p, $3::bigint + s, case when p = 1 then 'home' else 'page-' || p end, jsonb_build_object('en_US', 'Page ' || p)
     from generate_series($1::int, $2::int) s, generate_series(1, ${PAGES}) p`,
    range,
  );
  const pagesOf = `from pages where tenant_id between $1::bigint and $2::bigint`;
  const bounds = [String(SCHOOL_BASE + BigInt(from)), String(SCHOOL_BASE + BigInt(to)), documentJson];
  await owner.query(`insert into page_drafts (tenant_id, page_id, revision, document) select tenant_id, id, 1, $3::jsonb ${pagesOf}`, bounds);
  await owner.query(`insert into page_versions (tenant_id, page_id, version, document) select tenant_id, id, 1, $3::jsonb ${pagesOf}`, bounds);
  // As autovacuum would leave a long-lived database: hint bits set and the visibility map filled, so the
  // first read of each freshly inserted row does not write to it.
  await owner.query('vacuum (analyze)');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(ADMIN_URL, name);
  const database = await openPostgres(url, { poolSize: 10 });
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  const config = loadConfig({ DATA_DIR: join(tmpdir(), 'portal-bench-scale'), SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0', LOG_LEVEL: 'silent', SEED_DEMO: 'false', STATIC_DIR: join(tmpdir(), 'none') });
  const app = await buildApp(config, { db: database, logger: false });
  const documentJson = JSON.stringify(bigDocument(8));

  /** Median and 95th percentile of reading a random released page of schools 1..`among`, through the API. */
  const measure = async (among: number) => {
    const url = () => {
      const school = SCHOOL_BASE + BigInt(1 + Math.floor(Math.random() * among));
      const page = 1 + Math.floor(Math.random() * PAGES);
      return `/api/portal/api/v1/portal/getPageDetailsById?schoolId=${school}&code=${page === 1 ? 'home' : `page-${page}`}`;
    };
    // Warm up (JIT, pool, plans) before timing, so the first case measured is not the slower for being first.
    for (let i = 0; i < 1000; i += 1) await app.inject({ url: url() });
    const times: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const start = performance.now();
      const res = await app.inject({ url: url() });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`read answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };

  try {
    await seed(owner, 1, 10, documentJson);
    const small = await measure(10);
    report('scale_released_page_read_10_schools_p50', small.p50, 'ms');
    report('scale_released_page_read_10_schools_p95', small.p95, 'ms');

    const seedStart = performance.now();
    await seed(owner, 11, SCHOOLS, documentJson);
    report(`scale_seed_${SCHOOLS}_schools_x_${PAGES}_pages`, (performance.now() - seedStart) / 1000, 's', 1);
    const large = await measure(SCHOOLS);
    report(`scale_released_page_read_${SCHOOLS}_schools_p50`, large.p50, 'ms');
    report(`scale_released_page_read_${SCHOOLS}_schools_p95`, large.p95, 'ms');
    report('scale_p50_ratio_large_vs_small', large.p50 / small.p50, 'x', 2);
    report('scale_p95_ratio_large_vs_small', large.p95 / small.p95, 'x', 2);
  } finally {
    await app.close();
    await owner.end();
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept the database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
process.exit(0);
