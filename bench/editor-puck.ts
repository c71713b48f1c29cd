import type { Browser, Page } from 'playwright-core';
import { benchDocument } from './editor-document';
import { PROBES } from './editor-probes';
import { SETTLE_MS, STRUCTURE, timeKey, type EditTimes } from './editor-timing';
import { puckData, servePuckHarness } from './puck-harness';

/** The benchmark page open in Puck's editor (bench/puck), with a round of its structural edits. */
export interface PuckBench {
  page: Page;
  frames: number;
  /** Keystroke latencies in Puck's text field, and the keys that never reached the canvas. */
  typing: () => Promise<{ latencies: number[]; lost: number }>;
  /** Duplicates the first section, moves the copy down (the original goes second) and deletes that: the same round as ours. */
  round: (times: EditTimes) => Promise<void>;
  close: () => Promise<void>;
}

export async function openPuck(browser: Browser): Promise<PuckBench> {
  const harness = await servePuckHarness();
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(PROBES);
  await page.addInitScript(`window.__benchData = ${JSON.stringify(puckData(benchDocument()))};`);
  page.on('pageerror', (error) => console.error('puck page error:', error.message));
  await page.goto(harness.url);
  await page.locator('[data-bench-block]').nth(499).waitFor({ timeout: 60_000 });
  const frames = await page.locator('[data-bench-block]').count();
  const count = `document.querySelectorAll('[data-bench-block]').length`;

  const typing = async () => {
    await page.locator('[data-bench-block="text"]', { hasText: /^Text 0\.0\.0\.0\.0$/ }).click();
    // Puck's fields panel keeps a second, hidden copy of the field; wait for the selected block's.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('input[name="text"]')].some((input) => input.value === 'Text 0.0.0.0.0' && input.offsetParent));
    const field = page.locator('input[name="text"]').filter({ visible: true }).first();
    await field.click();
    await field.press('End');
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
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return { latencies, lost };
  };

  const round = async (times: EditTimes) => {
    await page.evaluate(() => ((window as unknown as { __benchIndex: number }).__benchIndex = 0));
    const firstId = await page.evaluate(() => document.querySelector<HTMLElement>('[data-bench-top]')!.dataset.benchId);
    times.duplicate.push(await timeKey(page, 'Control+d', `return ${count} === ${frames + 47}`, SETTLE_MS, STRUCTURE));
    times.move.push(await timeKey(page, 'Alt+ArrowDown', `return document.querySelectorAll('[data-bench-top]')[1]?.dataset.benchId === '${firstId}'`, SETTLE_MS, STRUCTURE));
    times.delete.push(await timeKey(page, 'Delete', `return ${count} === ${frames}`, SETTLE_MS, STRUCTURE));
  };

  return { page, frames, typing, round, close: () => harness.close() };
}
