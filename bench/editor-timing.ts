import type { Page } from 'playwright-core';

/** Each structural edit (duplicate, move, delete) is timed this many times; the median is printed. */
export const EDIT_RUNS = Number(process.env.BENCH_EDIT_RUNS ?? 11);

/**
 * Both editors wait this long before each structural edit, so each starts settled: the previous edit's
 * deferred work (our local copy and autosave check, Puck's history and selection) is not counted in the next.
 */
export const SETTLE_MS = 1000;

/**
 * Structural edits are checked only when blocks are added, removed or moved: each check queries the whole
 * page, and checking after every attribute a frame changes on the way would add the probe's own work to
 * the figure it measures.
 */
export const STRUCTURE: MutationObserverInit = { childList: true };

/** The times of one editor's structural edits, a list per edit. */
export type EditTimes = Record<'duplicate' | 'move' | 'delete', number[]>;
export const noEdits = (): EditTimes => ({ duplicate: [], move: [], delete: [] });

type Timing = { __timeUntil: (c: string, watch?: MutationObserverInit) => Promise<number>; __timing?: Promise<number> };

/**
 * Milliseconds from pressing `key` (the key event's own time) until the first frame that shows the DOM
 * satisfying `check` (JavaScript source returning a boolean) has been drawn; `watch` names the mutations
 * after which `check` runs (any, by default).
 */
export async function timeKey(page: Page, key: string, check: string, settle = 20, watch?: MutationObserverInit): Promise<number> {
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
