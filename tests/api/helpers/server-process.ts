import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** An answer as the tests read it, from a real socket or from app.inject alike. */
export interface Answer {
  status: number;
  body: string;
  setCookies: string[];
  json<T = Record<string, unknown>>(): T;
}

/** Where requests go: a server process over HTTP, or an app in this process through inject. */
export interface Target {
  name: string;
  request(method: string, url: string, options?: { cookie?: string; body?: unknown; form?: string }): Promise<Answer>;
}

const answer = (status: number, body: string, setCookies: string[]): Answer => ({ status, body, setCookies, json: () => JSON.parse(body) });

function bodyOf(options: { body?: unknown; form?: string }) {
  if (options.form !== undefined) return { payload: options.form, type: 'application/x-www-form-urlencoded' };
  if (options.body !== undefined) return { payload: JSON.stringify(options.body), type: 'application/json' };
  return { payload: undefined, type: undefined };
}

/** A target that sends requests to `base` (http://127.0.0.1:port) over HTTP. */
export function httpTarget(name: string, base: string): Target {
  return {
    name,
    async request(method, url, options = {}) {
      const { payload, type } = bodyOf(options);
      const headers: Record<string, string> = {};
      if (options.cookie) headers.cookie = options.cookie;
      if (type) headers['content-type'] = type;
      const res = await fetch(`${base}${url}`, { method, headers, body: payload, redirect: 'manual' });
      return answer(res.status, await res.text(), res.headers.getSetCookie());
    },
  };
}

/** A target that sends requests to an app in this process. */
export function injectTarget(name: string, app: FastifyInstance): Target {
  return {
    name,
    async request(method, url, options = {}) {
      const { payload, type } = bodyOf(options);
      const headers: Record<string, string> = {};
      if (options.cookie) headers.cookie = options.cookie;
      if (type) headers['content-type'] = type;
      const res = await app.inject({ method: method as 'GET', url, headers, payload });
      const raw = res.headers['set-cookie'];
      return answer(res.statusCode, res.body, raw === undefined ? [] : [raw].flat());
    },
  };
}

/** Folds Set-Cookie headers into a Cookie header value (later ones win; expired ones go). */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    take(setCookies: string[]) {
      for (const line of setCookies) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (/max-age=0\b/i.test(line) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/** The stand-in render entry of `fakeRenderBuild`: a school's home page drawn as `version N`. */
const VERSION_ENTRY = `export async function renderPortalPage({ url, getJson }) {
  const match = /^\\/portal\\/(\\d+)\\/home/.exec(url);
  if (!match) return null;
  const page = await getJson('/api/portal/api/v1/portal/getPageDetailsById?schoolId=' + match[1] + '&code=home');
  return { html: '<p>version ' + page.version + '</p>', stateJson: '{}', title: 'home', lang: 'en', dir: 'ltr', blockTypes: [] };
}
`;

/**
 * A stand-in for the server render build (dist/client/index.html and dist/server/entry-server.js):
 * by default it renders the released version of a school's home page as `version N`, so tests can see
 * the render cache at work without building the web app; `renderEntry` replaces its renderPortalPage.
 * Returns its STATIC_DIR.
 */
export function fakeRenderBuild(renderEntry = VERSION_ENTRY): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-fake-build-'));
  mkdirSync(join(root, 'client'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'client', 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'server', 'entry-server.js'), `export const appShellHead = async () => ({ lang: 'en', dir: 'ltr', title: 'portal' });\n${renderEntry}`);
  return join(root, 'client');
}

/** How startServer waits and what it hands back besides the process. */
export interface ServerOptions {
  /** How long the server may take to answer /readyz (a fresh demo database is migrated and seeded first). */
  readyWithinMs?: number;
  /** Receives each line the server writes to stdout (its log); without it the output is dropped. */
  onLog?: (line: string) => void;
}

/** A server process (server/main.ts) on `port`, started with `env`; resolves once /readyz answers 200. */
export async function startServer(port: number, env: Record<string, string>, options: ServerOptions = {}): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  const { readyWithinMs = 60_000, onLog } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'pipe'],
  });
  // A test worker that dies must not leave its servers running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  if (onLog && child.stdout) {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLog(line);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}: ${errors}`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} not ready within ${readyWithinMs / 1000} s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, child, stop };
}
