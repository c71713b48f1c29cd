import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Puts the database on the app (`app.database`); closes it with the app when the app opened it. */
export function registerDb(app: FastifyInstance, database: Database, owned: boolean): void {
  app.decorate('database', database);
  if (owned) app.addHook('onClose', () => database.close());
}
