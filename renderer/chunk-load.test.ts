import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, isModuleNotFound, loadChunk, moduleLoader, withTimeout } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('fails as ChunkLoadError when a chunk takes over 120000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    const pending = withTimeout(() => new Promise(() => undefined));
    const seen = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void seen.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await seen;
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).kind).toBe('ChunkLoadError');
  });

  it('retries once, then reports the failure and names a style sheet failure CSS_CHUNK_LOAD_FAILED', async () => {
    const report = vi.fn();
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(new Error('network')) : Promise.resolve('ok'));
    expect(await loadChunk(flaky, { report })).toBe('ok');
    expect(report).not.toHaveBeenCalled();
    const css = vi.fn(() => Promise.reject(new Error('Unable to preload CSS for /assets/DesignerScreen-abc.css')));
    const error = await loadChunk(css, { report }).catch((e: unknown) => e);
    expect(css).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ kind: 'CSS_CHUNK_LOAD_FAILED', chunk: '/assets/DesignerScreen-abc.css' });
    expect(report).toHaveBeenCalledWith(error, 2);
    const js = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js')), { report }).catch((e: unknown) => e);
    expect(js).toMatchObject({ kind: 'ChunkLoadError', chunk: '/assets/a-1.js' });
  });

  it('gives the not-found error for a module a dynamic loader does not have', async () => {
    const load = moduleLoader({ known: async () => 'yes' });
    expect(await load('known')).toBe('yes');
    const error = await load('constructor').catch((e: unknown) => e);
    expect(isModuleNotFound(error)).toBe(true);
    expect(error).toMatchObject({ code: 'MODULE_NOT_FOUND', module: 'constructor' });
  });
});
