/**
 * Runs `run` when the browser is idle, at the latest after `timeout` ms (on the next task where there is no
 * idle callback); returns a cancel. For work that serializes or validates the whole page (the local copy,
 * autosave): a key press or a frame should not wait for it.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
