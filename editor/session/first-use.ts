/** The browser-storage key that remembers the designer's tour was finished or skipped. */
export const TOUR_DONE_KEY = 'designer-tour:done';

/** Whether this browser's administrator has finished or skipped the tour (no storage counts as done: never nag). */
export function tourDone(): boolean {
  try {
    return globalThis.localStorage?.getItem(TOUR_DONE_KEY) === '1';
  } catch {
    return true;
  }
}
