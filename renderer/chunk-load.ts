// Spec §8/§9: code that loads lazily fails clearly. A chunk that takes over 120000 ms fails as
// ChunkLoadError; a style sheet that fails fails as CSS_CHUNK_LOAD_FAILED. Each load is tried twice
// (one retry) and a final failure is reported to the server log before the screen says so.

import { apiFetch } from './api';

/** Spec §9: how long a lazily loaded chunk may take. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Where failures are reported (server/modules/platform/client-reports.ts). */
export const CLIENT_ERRORS_PATH = '/api/platform/v1/client-errors';

export type ChunkFailureKind = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

/** A chunk (script or style sheet) that did not load; `kind` says which. */
export class ChunkLoadError extends Error {
  constructor(
    readonly kind: ChunkFailureKind,
    message: string,
    readonly chunk = '',
  ) {
    super(message);
    this.name = kind === 'ChunkLoadError' ? 'ChunkLoadError' : 'CssChunkLoadError';
  }
}

/** A dynamic loader was asked for a module it does not have (spec §8: the not-found error). */
export class ModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(readonly module: string) {
    super(`Module not found: ${module}`);
    this.name = 'ModuleNotFoundError';
  }
}

/** True for a ChunkLoadError, also one made by another bundle's copy of the class. */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && (error.name === 'ChunkLoadError' || error.name === 'CssChunkLoadError');
}

/** True for a ModuleNotFoundError. */
export function isModuleNotFound(error: unknown): error is ModuleNotFoundError {
  return error instanceof Error && error.name === 'ModuleNotFoundError';
}

// Vite's preload helper says "Unable to preload CSS for <url>"; a failed import names the module URL.
function classify(error: unknown): ChunkLoadError {
  if (isChunkLoadError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const found = /((?:https?:\/\/[^\s'"/]+)?\/[^\s'"]+\.(?:js|css))/.exec(message)?.[1] ?? '';
  const chunk = found.replace(/^https?:\/\/[^/]+/, '');
  if (/preload CSS|\.css/i.test(message)) return new ChunkLoadError('CSS_CHUNK_LOAD_FAILED', message, chunk);
  return new ChunkLoadError('ChunkLoadError', message, chunk);
}

/** `load()`, or ChunkLoadError when it takes longer than `timeoutMs`. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('ChunkLoadError', `Loading chunk took over ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Tells the server log about a chunk that did not load; never throws. */
export function reportChunkFailure(error: ChunkLoadError, attempt: number): void {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify({ kind: error.kind, message: error.message.slice(0, 500), chunk: error.chunk.slice(0, 500), page: location.pathname.slice(0, 500), attempt });
  void apiFetch(CLIENT_ERRORS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}

// Vite preloads each style sheet once per page and then counts it as done, even when it failed; a
// retry of a failed sheet is therefore made here, with a <link> of its own, before the chunk loads again.
function loadStyleSheet(chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = chunk;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      reject(new ChunkLoadError('CSS_CHUNK_LOAD_FAILED', `Unable to load CSS ${chunk}`, chunk));
    });
    document.head.appendChild(link);
  });
}

/**
 * Loads a chunk with the spec's timeout, tries once more when that fails, and reports a final failure
 * to the server log; rejects with ChunkLoadError (kind CSS_CHUNK_LOAD_FAILED for a style sheet).
 */
export async function loadChunk<T>(load: () => Promise<T>, options: { timeoutMs?: number; report?: typeof reportChunkFailure } = {}): Promise<T> {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, report = reportChunkFailure } = options;
  try {
    return await withTimeout(load, timeoutMs);
  } catch (first) {
    const failure = classify(first);
    try {
      if (isModuleNotFound(first)) throw first;
      if (failure.kind === 'CSS_CHUNK_LOAD_FAILED' && failure.chunk && typeof document !== 'undefined') {
        await withTimeout(() => loadStyleSheet(failure.chunk), timeoutMs);
      }
      return await withTimeout(load, timeoutMs);
    } catch (error) {
      if (isModuleNotFound(error)) throw error;
      const failure = classify(error);
      report(failure, 2);
      throw failure;
    }
  }
}

/** A dynamic loader over a fixed set of modules: an unknown name rejects with ModuleNotFoundError, known ones load through loadChunk. */
export function moduleLoader<T>(modules: Readonly<Record<string, () => Promise<T>>>): (name: string) => Promise<T> {
  return (name) => {
    const load = Object.hasOwn(modules, name) ? modules[name] : undefined;
    return load ? loadChunk(load) : Promise.reject(new ModuleNotFoundError(name));
  };
}
