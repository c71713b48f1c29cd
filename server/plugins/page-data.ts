import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, isApiError } from '../../renderer/api';
import type { Db } from '../db/database';
import { TenantMismatch, withTenant } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { ReadInput, ReadRoute } from '../http/read-route';
import { resolveSchool } from '../modules/schools/access';
import type { SchoolRef } from '../modules/schools/repository';
import type { RenderCache } from './render-cache';

/** GET a JSON path of the API as the requesting user; what block loaders call (LoaderContext.getJson). */
export type GetJson = <T>(path: string) => Promise<T>;

interface CompiledRead {
  route: ReadRoute;
  pattern: RegExp | null;
  query: ValidateFunction;
  params: ValidateFunction;
}

interface PendingRead {
  compiled: CompiledRead;
  input: Omit<ReadInput, 'db'>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  fallback: () => void;
}

// Fastify's own query handling: strings coerced to the schema's types, defaults filled, unknown keys dropped.
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true, strict: false });
const anything: ValidateFunction = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;

/** The read routes of the app, compiled once: exact paths in a map, paths with parameters as patterns. */
function compileReads(routes: readonly ReadRoute[]) {
  const exact = new Map<string, CompiledRead>();
  const patterned: CompiledRead[] = [];
  for (const route of routes) {
    const pattern = route.path.includes(':') ? new RegExp(`^${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`) : null;
    const compiled = {
      route,
      pattern,
      query: route.schema.querystring ? ajv.compile(route.schema.querystring) : anything,
      params: route.schema.params ? ajv.compile(route.schema.params) : anything,
    };
    if (pattern) patterned.push(compiled);
    else exact.set(route.path, compiled);
  }
  return (pathname: string): { compiled: CompiledRead; params: Record<string, string> } | null => {
    const hit = exact.get(pathname);
    if (hit) return { compiled: hit, params: {} };
    for (const candidate of patterned) {
      const match = candidate.pattern!.exec(pathname);
      if (match) return { compiled: candidate, params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
    }
    return null;
  };
}

const compiledFor = new WeakMap<readonly ReadRoute[], ReturnType<typeof compileReads>>();

/** The query string as Fastify parses it: a repeated key becomes an array. */
function queryObject(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of search) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** An AppError as the API would have answered it, in the form a loader sees a failed call. */
function asApiError(error: unknown): unknown {
  return error instanceof AppError ? new ApiError(error.statusCode, error.key, error.message, error.details) : error;
}

/**
 * Whether a failed read is what every anonymous visitor would get, and may be shared like an answer: a
 * refusal (4xx: not logged in, a malformed query), not a failure that may pass (5xx, 429 too many requests).
 */
function lasting(error: unknown): boolean {
  return isApiError(error) && error.status < 500 && error.status !== 429;
}

/** The school of a page address, failing as the API would (400 malformed id, 404 unknown school). */
export async function pageSchool(app: FastifyInstance, schoolId: string): Promise<SchoolRef> {
  try {
    return await resolveSchool(app.database.db, schoolId);
  } catch (error) {
    throw asApiError(error);
  }
}

/**
 * The `getJson` of one server render. A path answered by a read route (server/http/read-route.ts) is
 * read directly: the reads asked for in the same turn run together in one transaction of the page's
 * tenant, share one lookup of each school, access check and school row, and see the request's user as
 * authenticated once. Any other path, a query the route would refuse (so the 400 is the route's own),
 * or a read of another tenant goes through the app as an in-process HTTP request, as the browser would
 * call it. Each path is read once per render. With `shared` (renders for visitors who are not logged in),
 * an answer (of a read route or a plain route) is also kept there for the renders of the next few
 * seconds, keyed by host, language and path, as every anonymous visitor would be given the same; a
 * refusal (4xx) is kept too, a failure that may pass is not. The cache forgets a school's answers with
 * its pages: on a release, and on a change of configuration keys, which plain routes such as the footer
 * read (server/plugins/portal-render.ts).
 */
export function pageDataSource(app: FastifyInstance, request: FastifyRequest, school: SchoolRef, shared?: { cache: RenderCache<Promise<unknown>>; key: string }): GetJson {
  let find = compiledFor.get(app.readRoutes);
  if (!find) compiledFor.set(app.readRoutes, (find = compileReads(app.readRoutes)));
  const memos = new Map<string, Promise<unknown>>();
  const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = memos.get(key) as Promise<T> | undefined;
    if (!value) memos.set(key, (value = load()));
    return value;
  };
  const batches = new Map<string, { items: unknown[]; answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] }>();
  const batch = <I, V>(key: string, item: I, load: (items: I[]) => Promise<V[]>): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      let open = batches.get(key);
      if (!open) {
        const created = { items: [] as unknown[], answers: [] as { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] };
        batches.set(key, (open = created));
        // After every read of this turn has asked (they wait on shared memos first), load them together.
        setImmediate(() => {
          batches.delete(key);
          load(created.items as I[]).then(
            (values) => created.answers.forEach((answer, i) => answer.resolve(values[i])),
            (error: unknown) => created.answers.forEach((answer) => answer.reject(error)),
          );
        });
      }
      open.items.push(item);
      open.answers.push({ resolve: resolve as (value: unknown) => void, reject });
    });
  // The page's school is known already: its reads need not look it up again.
  memos.set(`school:${school.id}`, Promise.resolve(school));

  const headers = { cookie: request.headers.cookie ?? '', accept: 'application/json', ...(request.headers.host ? { host: request.headers.host } : {}) };
  const inject = async <T>(path: string): Promise<T> => {
    // The visitor's host goes along, so the API answers as it would the browser (e.g. the footer's contactHidden).
    const response = await app.inject({ method: 'GET', url: path, headers });
    const body = response.json() as { data?: T; error?: string; message?: string; details?: unknown[] };
    if (response.statusCode >= 400) throw new ApiError(response.statusCode, body.error ?? 'http.error', body.message ?? '', body.details);
    return body.data as T;
  };

  let pending: PendingRead[] = [];
  const runPending = () => {
    const reads = pending;
    pending = [];
    const run = async (tx: Db, read: PendingRead) => {
      try {
        // Through JSON, as the HTTP answer would be: dates become strings, undefined fields vanish.
        const value = await read.compiled.route.read({ ...read.input, db: tx });
        read.resolve(value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
      } catch (error) {
        if (error instanceof TenantMismatch) read.fallback();
        else read.reject(asApiError(error));
      }
    };
    withTenant(app.database.db, school.tenantId, (tx) => Promise.all(reads.map((read) => run(tx as unknown as Db, read)))).catch((error: unknown) => {
      for (const read of reads) read.reject(error);
    });
  };

  const direct = <T>(path: string, url: URL, found: ReturnType<typeof find>): Promise<T> => {
    if (!found) return inject<T>(path);
    const { compiled, params } = found;
    const query = queryObject(url.searchParams);
    if (!compiled.query(query) || !compiled.params(params)) return inject<T>(path);
    return new Promise<T>((resolve, reject) => {
      const input = { user: request.user, query, params, host: request.headers.host, headers, memo, batch };
      const fallback = () => inject<T>(path).then(resolve, reject);
      if (pending.length === 0) setImmediate(runPending);
      pending.push({ compiled, input, resolve: resolve as (value: unknown) => void, reject, fallback });
    });
  };

  const read = (path: string): Promise<unknown> => {
    const url = new URL(path, 'http://portal.invalid');
    const found = find(url.pathname);
    if (!shared) return direct(path, url, found);
    const key = `${shared.key}\n${path}`;
    const kept = shared.cache.get(key);
    if (kept) return kept;
    const answer = direct(path, url, found);
    shared.cache.set(key, school.id, answer);
    answer.catch((error: unknown) => (lasting(error) ? undefined : shared.cache.drop(key, answer)));
    return answer;
  };

  const answers = new Map<string, Promise<unknown>>();
  return <T>(path: string): Promise<T> => {
    let answer = answers.get(path);
    if (!answer) answers.set(path, (answer = read(path)));
    return answer as Promise<T>;
  };
}
