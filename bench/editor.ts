/**
 * `npm run bench:editor`: opens the designer on a 500-block page nested 5 deep in Chromium and prints
 * `name: value unit` lines, then the same page in Puck's editor (editor-puck.ts) and the ratio Puck / ours
 * of each edit. Not a test: it starts its own server on a fresh demo database, builds the app first (the npm script),
 * and measures in the page (editor-probes.ts: how edits are timed and renders counted). The two editors'
 * structural edits alternate round by round, so a machine that slows down or speeds up meanwhile weighs
 * on both alike.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { benchDocument } from './editor-document';
import { PROBES } from './editor-probes';
import { openPuck } from './editor-puck';
import { EDIT_RUNS, noEdits, SETTLE_MS, STRUCTURE, timeKey, type EditTimes } from './editor-timing';
import { percentile } from './stats';

const ALL_DRAWN = `(() => {
  const poll = () => {
    if (document.querySelectorAll('[data-block-frame]').length >= 500) requestAnimationFrame(() => { window.__allDrawn = performance.now(); });
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

const PORT = Number(process.env.BENCH_PORT ?? 3288);
const BASE = `http://localhost:${PORT}`;
const SCHOOL = '1100000000000000001';
const PORTAL = '/api/portal/api/v1/portal';

const figures = new Map<string, number>();
const print = (name: string, value: number, unit: string) => {
  figures.set(name, value);
  console.log(`${name}: ${value.toFixed(unit === 'count' ? 0 : 1)} ${unit}`);
};
async function startServer() {
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-editor-')), SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** Creates the benchmark page through the API, with the administrator's cookies. */
async function makePage(page: Page): Promise<string> {
  const created = await page.request.post(`${BASE}${PORTAL}/v2/pages?schoolId=${SCHOOL}`, { data: { name: { en_US: 'Benchmark' } } });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const saved = await page.request.post(`${BASE}${PORTAL}/insert-user-renovation?schoolId=${SCHOOL}`, { data: { pageId: id, revision: 0, document: benchDocument() } });
  if (!saved.ok()) throw new Error(`saving the benchmark page failed: ${await saved.text()}`);
  return id;
}

const renders = (page: Page) => page.evaluate(() => (window as unknown as { __renders: number }).__renders);

async function main() {
  const server = await startServer();
  // After a key, Chromium defers ordinary tasks until the next frame (DeferRendererTasksAfterInput): the probe's
  // task, posted once the frame with the change is drawn, then waits for a display frame neither editor asked for.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-features=DeferRendererTasksAfterInput'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(PROBES);
    // In the page: from the navigation's start to the first frame painted with all 500 blocks (no test-driver polling in it).
    await page.addInitScript(ALL_DRAWN);
    page.on('crash', () => console.error('page crashed'));
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${BASE}/login/index?sxz-lang=en_US`);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill('admin-pass-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    // A member of several schools lands on the school choice; either way the session cookies are set.
    await page.waitForURL((url) => url.pathname !== '/login/index');
    const pageId = await makePage(page);

    // The waterfall of the opening: when the designer's chunk, its messages and the draft were asked for and arrived.
    const requested = new Map<string, number>();
    const received = new Map<string, number>();
    const nameOf = (url: string) =>
      /DesignerScreen-[^/]*\.js$/.test(url) ? 'designer chunk' : url.includes('select-user-renovation') ? 'draft' : /\/assets\/[^/]*\.js$/.test(url) ? 'last script' : null;
    const onRequest = (request: Request) => {
      const name = nameOf(request.url());
      if (name && (name === 'last script' || !requested.has(name))) requested.set(name, Date.now());
    };
    const onFinished = (request: Request) => {
      const name = nameOf(request.url());
      if (name) received.set(name, Date.now());
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    const opened = Date.now();
    await page.goto(`${BASE}/design/${SCHOOL}?sxz-lang=en_US&pageId=${pageId}`);
    await page.locator('[data-block-frame]').nth(499).waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    print('open to interactive', Date.now() - opened, 'ms');
    const painted = await page.waitForFunction(() => (window as unknown as { __allDrawn?: number }).__allDrawn);
    print('open to all blocks painted (in page)', (await painted.jsonValue()) as number, 'ms');
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    for (const name of ['designer chunk', 'draft']) {
      if (requested.has(name)) print(`open: ${name} requested at`, requested.get(name)! - opened, 'ms');
      if (received.has(name)) print(`open: ${name} received at`, received.get(name)! - opened, 'ms');
    }
    if (received.has('last script')) print('open: last script received at', received.get('last script')! - opened, 'ms');
    const frames = await page.locator('[data-block-frame]').count();
    print('blocks on the page', frames, 'count');

    // Typing in the inspector: a rich text five levels deep.
    const leaf = page.locator('[data-block-frame]').filter({ hasText: 'Text 0.0.0.0.0' }).last();
    await leaf.click({ position: { x: 4, y: 4 } });
    const field = page.getByRole('region', { name: 'Inspector' }).getByLabel('Text (en_US)', { exact: true });
    await field.click();
    await field.press('End');
    const latencies: number[] = [];
    let typed = '';
    let renderSum = 0;
    for (let i = 0; i < 30; i++) {
      typed += 'x';
      const before = await renders(page);
      latencies.push(await timeKey(page, 'x', `return document.querySelector('[data-block-frame][aria-current="true"]')?.textContent.includes('${typed}')`));
      renderSum += (await renders(page)) - before;
    }
    print('keystroke to canvas p50', percentile(latencies, 50), 'ms');
    print('keystroke to canvas p95', percentile(latencies, 95), 'ms');
    print('block renders per keystroke', renderSum / latencies.length, 'count');

    const puck = await openPuck(browser);
    try {
      print('puck: blocks on the page', puck.frames, 'count');
      const typed = await puck.typing();
      print('puck: keys typed that never reached the canvas', typed.lost, 'count');
      print('puck: keystroke to canvas p95', percentile(typed.latencies, 95), 'ms');

      // Structural edits on a top-level section of 47 blocks, from the canvas. Each round duplicates the
      // first section, moves the copy down one place and deletes it, which leaves the page as it was; one
      // edit timed once is too noisy to compare. Our round, then Puck's (each page keeps its own focus).
      const count = `document.querySelectorAll('[data-block-frame]').length`;
      const top = page.locator('[data-drop-list="root"] > .pb-page > [data-block-frame]').first();
      const ours = noEdits();
      const theirs = noEdits();
      for (let round = 0; round < EDIT_RUNS; round++) {
        await top.focus();
        ours.duplicate.push(await timeKey(page, 'Control+d', `return ${count} === ${frames + 47}`, SETTLE_MS, STRUCTURE));
        ours.move.push(await timeKey(page, 'Alt+ArrowDown', `return document.querySelector('[data-drop-list="root"] > .pb-page > [data-block-frame]:nth-child(3)')?.getAttribute('aria-current') === 'true'`, SETTLE_MS, STRUCTURE));
        ours.delete.push(await timeKey(page, 'Delete', `return ${count} === ${frames}`, SETTLE_MS, STRUCTURE));
        await puck.round(theirs);
      }
      printEdits('', ours);
      const before = await renders(page);
      await timeKey(page, 'Control+z', `return ${count} === ${frames + 47}`);
      print('block renders for one undo of a delete', (await renders(page)) - before, 'count');
      printEdits('puck: ', theirs);

      for (const name of ['keystroke to canvas p95', 'duplicate 47 blocks', 'move 47 blocks down', 'delete 47 blocks']) {
        print(`puck / ours: ${name}`, figures.get(`puck: ${name}`)! / figures.get(name)!, 'x');
      }
    } finally {
      await puck.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Prints the median of each structural edit's rounds, then every round beside it (not a figure). */
function printEdits(prefix: string, times: EditTimes) {
  for (const [name, rounds] of [['duplicate 47 blocks', times.duplicate], ['move 47 blocks down', times.move], ['delete 47 blocks', times.delete]] as const) {
    print(`${prefix}${name}`, percentile(rounds, 50), 'ms');
    console.log(`  rounds: ${rounds.map((ms) => ms.toFixed(1)).join(' ')}`);
  }
}

await main();
