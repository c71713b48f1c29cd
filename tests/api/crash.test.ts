import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/database';
import { documentPipeline } from '../../server/modules/pages/document-pipeline';
import { cookieJar, httpTarget, startServer, type Target } from './helpers/server-process';
import { makePage, makeSchool, makeUser } from './helpers/factories';
import { databaseUrl } from './test-db';

// kill -9 the server while saves and releases run, start it again, and check nothing acknowledged
// is lost and no release is half there. On the embedded database the server's own files are
// reopened (recovery); with TEST_DATABASE_URL the process dies while PostgreSQL keeps running.
const info = inject('testDb');
const SECRET = 'crash-test-secret-crash-test-secret-0123';
const PORT = 3343;
const P = '/api/portal/api/v1/portal';
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database with a school, its administrator and three pages, and the settings a server needs to open it. */
async function prepare(): Promise<{ env: Record<string, string>; schoolId: string; account: string; password: string; pages: string[] }> {
  let database: Database;
  let env: Record<string, string>;
  if (info.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    database = await openPglite({ dataDir: join(dataDir, 'db'), loadDataDir: new Blob([readFileSync(info.dumpPath)]) });
    env = { DATA_DIR: dataDir };
  } else {
    const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${info.template}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: info.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = databaseUrl(info.adminUrl, name);
    database = await openPostgres(url, { poolSize: 2 });
    env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-crash-')) };
  }
  try {
    const school = await makeSchool(database);
    const admin = await makeUser(database, { school, role: 'administrator' });
    const pages = [await makePage(database, school), await makePage(database, school), await makePage(database, school)];
    return { env: { ...env, SESSION_SECRET: SECRET }, schoolId: school.id, ...admin, pages };
  } finally {
    // The embedded database belongs to one process: the server opens it next.
    await database.close();
  }
}

async function login(target: Target, account: string, password: string): Promise<string> {
  const jar = cookieJar();
  const res = await target.request('POST', '/api/auth/oauth/token', { form: `grant_type=password&username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}` });
  expect(res.status, res.body).toBe(200);
  jar.take(res.setCookies);
  return jar.header();
}

const colour = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

describe(`crash safety (${info.kind === 'pglite' ? 'embedded database reopened' : 'PostgreSQL'})`, () => {
  it('keeps every acknowledged save and whole releases only after kill -9 during saves and releases', { timeout: 90_000 }, async () => {
    const { env, schoolId, account, password, pages } = await prepare();
    const first = await startServer(PORT, env);
    cleanups.push(first.stop);
    const server = httpTarget('server', first.base);
    const cookie = await login(server, account, password);
    const acked = new Map<string, { revision: number; background: string }>();
    const released = new Map<string, number>();
    let stop = false;
    let counter = 0;

    // One writer per page: save, save, release, ... until the process dies under it.
    const writer = async (pageId: string) => {
      let revision = 0;
      while (!stop) {
        const background = colour(++counter);
        const save = await server
          .request('POST', `${P}/insert-user-renovation?schoolId=${schoolId}`, { cookie, body: { pageId, revision, document: { schemaVersion: 1, settings: { isfullPage: false, background }, blocks: [] } } })
          .catch(() => null);
        if (!save) return;
        expect(save.status, save.body).toBe(200);
        revision = save.json<{ data: { revision: number } }>().data.revision;
        acked.set(pageId, { revision, background });
        if (revision % 2 === 0) {
          const release = await server.request('PUT', `${P}/release-pages?schoolId=${schoolId}&id=${pageId}`, { cookie, body: {} }).catch(() => null);
          if (!release) return;
          expect(release.status, release.body).toBe(200);
          released.set(pageId, release.json<{ data: { version: number } }>().data.version);
        }
      }
    };
    const writers = pages.map(writer);
    // Let some saves and releases be acknowledged, then kill the process in the middle of more.
    const failed = Promise.all(writers).then(() => new Error('the writers stopped before the kill'), (error: unknown) => error);
    const deadline = Date.now() + 20_000;
    while (released.size < pages.length || counter < 15) {
      if (Date.now() > deadline) throw await Promise.race([failed, Promise.resolve(new Error(`only ${counter} saves in 20 s`))]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const second = await startServer(PORT, env);
    cleanups.push(second.stop);
    const again = httpTarget('restarted server', second.base);
    const cookieAgain = await login(again, account, password);
    const validate = documentPipeline();
    for (const pageId of pages) {
      const draft = (await again.request('GET', `${P}/select-user-renovation?schoolId=${schoolId}&pageId=${pageId}`, { cookie: cookieAgain })).json<{
        data: { revision: number; document: { settings: { background: string } } };
      }>().data;
      const last = acked.get(pageId)!;
      // A save in flight at the kill may have committed unacknowledged: never fewer, at most one more.
      expect(draft.revision - last.revision).toBeGreaterThanOrEqual(0);
      expect(draft.revision - last.revision).toBeLessThanOrEqual(1);
      if (draft.revision === last.revision) expect(draft.document.settings.background).toBe(last.background);

      const versions = (await again.request('GET', `${P}/release-pages/versions?schoolId=${schoolId}&id=${pageId}`, { cookie: cookieAgain })).json<{ data: { version: number }[] }>().data;
      const numbers = versions.map((v) => v.version).sort((x, y) => x - y);
      expect(numbers, 'versions are whole and numbered without gaps').toEqual(numbers.map((_, i) => i + 1));
      expect(numbers.at(-1)).toBeGreaterThanOrEqual(released.get(pageId)!);
      const latest = (await again.request('GET', `${P}/getPageDetailsById?schoolId=${schoolId}&pageId=${pageId}`, { cookie: cookieAgain })).json<{ data: { version: number; document: unknown } }>().data;
      expect(latest.version).toBe(numbers.at(-1));
      expect(() => validate(latest.document)).not.toThrow();
    }
    const decorated = (await again.request('GET', `${P}/school-isdecorated?schoolId=${schoolId}`, { cookie: cookieAgain })).json<{ data: { isDecorated: boolean } }>();
    expect(decorated.data.isDecorated).toBe(true);
  });
});
