import type { Config } from './config';
import type { Database } from './db/database';
import type { UserRow } from './modules/auth/repository';
import type { RenderCache } from './plugins/render-cache';

// What buildApp decorates the Fastify instance and requests with.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Server-rendered portal pages for anonymous visitors. */
    renderCache: RenderCache;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests (set by the auth plugin). */
    user: UserRow | null;
  }
}
