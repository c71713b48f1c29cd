import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { startServer } from '../api/helpers/server-process';
import { DEMO_SCHOOL } from './helpers';
import { openDesigner } from './designer-helpers';

// kill -9 of the server process under the designer. The spec runs a portal of its own (the shared
// one keeps running for the other specs): built web app, production mode, demo school, a fresh
// embedded database that the second process opens again after the kill.
const PORT = 3460;
const BASE = `http://127.0.0.1:${PORT}`;
const PORTAL = '/api/portal/api/v1/portal';
const SAVE = `${PORTAL}/insert-user-renovation`;
const RELEASE = `${PORTAL}/release-pages`;

interface PageDocument { blocks: unknown[] }
type Server = Awaited<ReturnType<typeof startServer>>;

// Made in beforeAll: the runner loads this file in more than one process, and only the worker cleans up.
let env: Record<string, string> = {};
let server: Server | null = null;
/** Requests the server is to be killed in the middle of: once it has begun to handle all of them (its request log says so), kill -9. */
let killAmid: Set<string> | null = null;
const onLog = (line: string) => {
  if (!killAmid || !line.includes('"incoming request"')) return;
  const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url ?? '';
  killAmid.delete(url.split('?')[0]!);
  if (killAmid.size) return;
  killAmid = null;
  server?.child.kill('SIGKILL');
};
const start = async () => (server = await startServer(PORT, env, { readyWithinMs: 120_000, onLog }));

test.use({ baseURL: BASE });
// Two server starts (the first migrates and seeds a new database) and the test itself.
test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-crash-')), SEED_DEMO: 'true', NODE_ENV: 'production', LOG_LEVEL: 'info' };
  await start();
});

test.afterAll(async () => {
  const child = server?.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
});

const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const homeId = async (request: APIRequestContext) => (await data<{ id: string; code: string }[]>(request, `${PORTAL}/pages?schoolId=${DEMO_SCHOOL}`)).find((p) => p.code === 'home')!.id;
const draftOf = (request: APIRequestContext, pageId: string) => data<{ revision: number; document: PageDocument }>(request, `${PORTAL}/select-user-renovation?schoolId=${DEMO_SCHOOL}&pageId=${pageId}`);
const releasedOf = (request: APIRequestContext, pageId: string) => data<{ version: number; document: PageDocument }>(request, `${PORTAL}/getPageDetailsById?schoolId=${DEMO_SCHOOL}&pageId=${pageId}`);
const versionsOf = async (request: APIRequestContext, pageId: string) => (await data<{ version: number }[]>(request, `${RELEASE}/versions?schoolId=${DEMO_SCHOOL}&id=${pageId}`)).map((v) => v.version);

/** Waits for `promise`, failing with `message()` after `ms`. */
async function within(promise: Promise<unknown>, ms: number, message: () => string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message())), ms)));
  try {
    await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Copies the first block of the page (Ctrl+D on its frame): one more top-level block. */
async function duplicateFirst(page: Page, count: number) {
  await topFrames(page).nth(0).focus();
  await page.keyboard.press('Control+d');
  await expect(topFrames(page)).toHaveCount(count);
}

test('after kill -9 during a save and a release the designer gets its unsaved work back and nothing acknowledged is lost', async ({ page }) => {
  await openDesigner(page);
  const pageId = await homeId(page.request);
  const backupKey = `designer:unsaved:${DEMO_SCHOOL}:${pageId}`;
  const before = await releasedOf(page.request, pageId);
  const blocks = await topFrames(page).count();

  // A: saved and acknowledged.
  await duplicateFirst(page, blocks + 1);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const acked = await draftOf(page.request, pageId);
  expect(acked.document.blocks).toHaveLength(blocks + 1);

  // B: its save is held on the way out; C is made meanwhile and only this device has it.
  let hold: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  let holding = true;
  await page.route(
    (url) => url.pathname === SAVE,
    (route) => {
      if (!holding) return route.continue();
      holding = false;
      hold(route);
    },
  );
  await duplicateFirst(page, blocks + 2);
  const save = await held;
  const sent = (save.request().postDataJSON() as { revision: number; document: PageDocument }).document;
  expect(sent.blocks).toHaveLength(blocks + 2);
  await duplicateFirst(page, blocks + 3);
  await expect.poll(() => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { document: PageDocument } | null)?.document.blocks.length, backupKey)).toBe(blocks + 3);

  // The save goes on to the server together with a release of A (as from another tab); the process is
  // killed the moment it has begun to handle both: the save is in flight, the release in flight or answered.
  const child = server!.child;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killAmid = new Set([SAVE, RELEASE]);
  const release = page.request.put(`${RELEASE}?schoolId=${DEMO_SCHOOL}&id=${pageId}`, { data: { revision: acked.revision } }).then(
    (res) => res.status(),
    () => null,
  );
  await save.continue();
  await within(exited, 15_000, () => `the server never began to handle ${[...(killAmid ?? [])].join(', ')}`);
  const released = await release;
  await expect(page.getByTestId('save-state')).not.toHaveText('All changes saved');
  const backup = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { document: PageDocument }, backupKey);
  expect(backup.document.blocks).toHaveLength(blocks + 3);

  // The same data directory and port again: the database opens and holds whole, acknowledged work.
  await start();
  const draft = await draftOf(page.request, pageId);
  // The save in flight may have committed without its answer arriving, but nothing acknowledged is missing.
  expect([acked.revision, acked.revision + 1]).toContain(draft.revision);
  expect(draft.document).toEqual(draft.revision === acked.revision ? acked.document : sent);
  const live = await releasedOf(page.request, pageId);
  if (released !== null) expect(live.version, `the release answered ${released}`).toBe(released === 200 ? before.version + 1 : before.version);
  // Old or new, entirely: the version released before, or the acknowledged draft it released.
  expect(live.version === before.version ? before.document : acked.document).toEqual(live.document);
  expect([before.version, before.version + 1]).toContain(live.version);
  const numbers = await versionsOf(page.request, pageId);
  expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  expect(numbers.at(-1)).toBe(live.version);

  // The designer opens on the stored draft and offers this device's copy, which then saves.
  page.on('dialog', (dialog) => void dialog.accept()); // the leave warning: there are unsaved changes
  await page.reload();
  await expect(topFrames(page)).toHaveCount(draft.document.blocks.length);
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(topFrames(page)).toHaveCount(blocks + 3);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 10_000 });
  expect((await draftOf(page.request, pageId)).document).toEqual(backup.document);
});
