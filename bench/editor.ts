/**
 * `npm run bench:editor`: opens the designer on a 500-block page nested 5 deep in Chromium and prints
 * `name: value unit` lines. Not a test: it starts its own server on a fresh demo database, needs
 * `npm run build` first, and measures in the page (see editor-probes.ts for how renders are counted).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { benchDocument } from './editor-document';
import { PROBES } from './editor-probes';
import { puckData, servePuckHarness } from './puck-harness';

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

/** Each structural edit (duplicate, move, delete) is timed this many times; the median is printed. */
const EDIT_RUNS = Number(process.env.BENCH_EDIT_RUNS ?? 11);
/**
 * Both editors wait this long before each structural edit, so each starts settled: the previous edit's
 * deferred work (our local copy and autosave check, Puck's history and selection) is not counted in the next.
 */
const SETTLE_MS = 1000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const figures = new Map<string, number>();
const print = (name: string, value: number, unit: string) => {
  figures.set(name, value);
  console.log(`${name}: ${value.toFixed(unit === 'count' ? 0 : 1)} ${unit}`);
};
/** Prints the median of an edit's rounds, then every round beside it (not a figure). */
const printRounds = (name: string, rounds: number[]) => {
  print(name, percentile(rounds, 50), 'ms');
  console.log(`  rounds: ${rounds.map((ms) => ms.toFixed(1)).join(' ')}`);
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

type Timing = { __timeUntil: (c: string, watch?: MutationObserverInit) => Promise<number>; __timing?: Promise<number> };
/**
 * Structural edits are checked only when blocks are added, removed or moved: each check queries the whole
 * page, and checking after every attribute a frame changes on the way would add the probe's own work to
 * the figure it measures.
 */
const STRUCTURE: MutationObserverInit = { childList: true };

/**
 * Milliseconds from pressing `key` (the key event's own time) until the first frame that shows the DOM
 * satisfying `check` (JavaScript source returning a boolean) has been drawn.
 */
async function timeKey(page: Page, key: string, check: string, settle = 20, watch?: MutationObserverInit): Promise<number> {
  // The probe's key listener is in place before the key is sent. Sent together, a page busy at that moment
  // can take the key first (input goes ahead of the test driver's script) and the key is never timed.
  await page.evaluate(([code, observed]) => {
    const probe = window as unknown as Timing;
    probe.__timing = probe.__timeUntil(code, observed);
  }, [check, watch] as const);
  const done = page.evaluate(() => (window as unknown as Timing).__timing!);
  done.catch(() => undefined); // a failure below is the one to report
  await page.waitForTimeout(settle);
  await page.keyboard.press(key);
  return Promise.race([
    done,
    page.waitForTimeout(10_000).then(async () => {
      const seen = await page.evaluate(() => `${document.activeElement?.outerHTML.slice(0, 120)} | ${[...document.querySelectorAll('[data-bench-block="text"]')].slice(0, 2).map((p) => p.textContent).join(' / ')}`);
      throw new Error(`no change after ${key} (focus and first texts: ${seen})`);
    }),
  ]);
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

    // Structural edits on a top-level section of 47 blocks, from the canvas.
    const count = `document.querySelectorAll('[data-block-frame]').length`;
    // Each round duplicates the first section, moves the copy down one place and deletes it, which leaves
    // the page as it was; one edit timed once is too noisy to compare.
    const top = page.locator('[data-drop-list="root"] > .pb-page > [data-block-frame]').first();
    const edits: Record<'duplicate' | 'move' | 'delete', number[]> = { duplicate: [], move: [], delete: [] };
    for (let round = 0; round < EDIT_RUNS; round++) {
      await top.focus();
      edits.duplicate.push(await timeKey(page, 'Control+d', `return ${count} === ${frames + 47}`, SETTLE_MS, STRUCTURE));
      edits.move.push(await timeKey(page, 'Alt+ArrowDown', `return document.querySelector('[data-drop-list="root"] > .pb-page > [data-block-frame]:nth-child(3)')?.getAttribute('aria-current') === 'true'`, SETTLE_MS, STRUCTURE));
      edits.delete.push(await timeKey(page, 'Delete', `return ${count} === ${frames}`, SETTLE_MS, STRUCTURE));
    }
    printRounds('duplicate 47 blocks', edits.duplicate);
    printRounds('move 47 blocks down', edits.move);
    printRounds('delete 47 blocks', edits.delete);
    const before = await renders(page);
    await timeKey(page, 'Control+z', `return ${count} === ${frames + 47}`);
    print('block renders for one undo of a delete', (await renders(page)) - before, 'count');

    await benchPuck(browser);
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Keystroke, duplicate, move and delete on the same page in Puck's editor, and the ratio Puck / ours of each. */
async function benchPuck(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const harness = await servePuckHarness();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(PROBES);
    await page.addInitScript(`window.__benchData = ${JSON.stringify(puckData(benchDocument()))};`);
    page.on('pageerror', (error) => console.error('puck page error:', error.message));
    await page.goto(harness.url);
    await page.locator('[data-bench-block]').nth(499).waitFor({ timeout: 60_000 });
    const frames = await page.locator('[data-bench-block]').count();
    print('puck: blocks on the page', frames, 'count');

    await page.locator('[data-bench-block="text"]', { hasText: /^Text 0\.0\.0\.0\.0$/ }).click();
    // Puck's fields panel keeps a second, hidden copy of the field; wait for the selected block's.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('input[name="text"]')].some((input) => input.value === 'Text 0.0.0.0.0' && input.offsetParent));
    const puckField = page.locator('input[name="text"]').filter({ visible: true }).first();
    await puckField.click();
    await puckField.press('End');
    const latencies: number[] = [];
    // Each key until the canvas text changes. Puck's field can drop a key typed while it re-renders:
    // such a key changes nothing, is counted and left out of the latencies.
    let lost = 0;
    for (let i = 0; i < 30; i++) {
      const before = await page.evaluate(() => document.querySelector<HTMLElement>('[data-bench-block="text"]')!.textContent);
      try {
        latencies.push(await timeKey(page, 'x', `return document.querySelector('[data-bench-block="text"]').textContent !== ${JSON.stringify(before)}`));
      } catch {
        lost += 1;
      }
    }
    print('puck: keys typed that never reached the canvas', lost, 'count');
    print('puck: keystroke to canvas p95', percentile(latencies, 95), 'ms');

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const count = `document.querySelectorAll('[data-bench-block]').length`;
    // The same rounds as ours: duplicate the first section, move it down (the original goes second), delete that.
    const edits: Record<'duplicate' | 'move' | 'delete', number[]> = { duplicate: [], move: [], delete: [] };
    for (let round = 0; round < EDIT_RUNS; round++) {
      await page.evaluate(() => ((window as unknown as { __benchIndex: number }).__benchIndex = 0));
      const firstId = await page.evaluate(() => document.querySelector<HTMLElement>('[data-bench-top]')!.dataset.benchId);
      edits.duplicate.push(await timeKey(page, 'Control+d', `return ${count} === ${frames + 47}`, SETTLE_MS, STRUCTURE));
      edits.move.push(await timeKey(page, 'Alt+ArrowDown', `return document.querySelectorAll('[data-bench-top]')[1]?.dataset.benchId === '${firstId}'`, SETTLE_MS, STRUCTURE));
      edits.delete.push(await timeKey(page, 'Delete', `return ${count} === ${frames}`, SETTLE_MS, STRUCTURE));
    }
    printRounds('puck: duplicate 47 blocks', edits.duplicate);
    printRounds('puck: move 47 blocks down', edits.move);
    printRounds('puck: delete 47 blocks', edits.delete);

    for (const [ours, puck] of [
      ['keystroke to canvas p95', 'puck: keystroke to canvas p95'],
      ['duplicate 47 blocks', 'puck: duplicate 47 blocks'],
      ['move 47 blocks down', 'puck: move 47 blocks down'],
      ['delete 47 blocks', 'puck: delete 47 blocks'],
    ] as const) {
      print(`puck / ours: ${ours}`, figures.get(puck)! / figures.get(ours)!, 'x');
    }
  } finally {
    await harness.close();
  }
}

await main();
