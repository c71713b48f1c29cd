import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../modules/auth/repository';
import { requireVisitor, resolveSchool } from '../modules/schools/access';
import type { SchoolRef } from '../modules/schools/repository';
import { ok } from './envelope';

/** What a read needs, whether it answers an HTTP request or feeds a server render directly. */
export interface ReadInput<Q = Record<string, unknown>, P = Record<string, unknown>> {
  /** The app's database, or the render's tenant transaction: pass it to services as their `db`. */
  db: Db;
  user: UserRow | null;
  query: Q;
  params: P;
  /** The request's Host header (what a page shows may depend on it). */
  host: string | undefined;
  /** Request headers a read may fall back on (e.g. a school id header). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Runs `load` once per request and key: a server render's reads share the school row, access checks... */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Reads of the same `key` asked for together (a server render's blocks) are loaded by one call of
   * `load` with all their items, which answers each item in order; alone, `load([item])`.
   */
  batch<I, V>(key: string, item: I, load: (items: I[]) => Promise<V[]>): Promise<V>;
}

/** One GET route whose answer is `ok(data)`: its path, its schemas and the read itself. */
export interface ReadRoute {
  path: string;
  schema: { querystring?: object; params?: object };
  read: (input: ReadInput<any, any>) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Registers a GET route that answers `ok(await read(input))`, and lists it in `app.readRoutes` so that
 * the server render calls the same read directly, in its own tenant transaction, instead of through
 * an in-process HTTP request (server/plugins/page-data.ts).
 */
export function readRoute<Q = Record<string, unknown>, P = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  schema: ReadRoute['schema'],
  read: (input: ReadInput<Q, P>) => Promise<unknown>,
): void {
  app.readRoutes.push({ path, schema, read });
  app.get(path, { schema }, async (request) =>
    ok(
      await read({
        db: app.database.db,
        user: request.user,
        query: request.query as Q,
        params: request.params as P,
        host: request.headers.host,
        headers: request.headers,
        memo: (_key, load) => load(),
        batch: async (_key, item, load) => (await load([item]))[0]!,
      }),
    ),
  );
}

/** The school of a read's id (400 malformed, 404 unknown), once per request. */
export function schoolOf(input: ReadInput<unknown, unknown>, id: unknown): Promise<SchoolRef> {
  return input.memo(`school:${String(id)}`, () => resolveSchool(input.db, id));
}

/** The school of a read that anyone who may see it may call (see requireVisitor), once per request. */
export async function visibleSchool(input: ReadInput<unknown, unknown>, id: unknown): Promise<SchoolRef> {
  const school = await schoolOf(input, id);
  await input.memo(`visitor:${school.id}`, () => requireVisitor(input.db, input.user, school));
  return school;
}
