import type { Config } from './config';
import type { Database } from './db/database';
import type { UserRow } from './modules/auth/repository';

// What buildApp decorates the Fastify instance and requests with.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests (set by the auth plugin). */
    user: UserRow | null;
  }
}
