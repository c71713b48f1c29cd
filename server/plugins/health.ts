import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationFiles } from '../db/migrate';
import { rowsOf } from '../db/tenant';

/** The migrations this code knows that the database has not applied (a process older or newer than its schema). */
async function missingMigrations(app: FastifyInstance): Promise<string[]> {
  const applied = new Set(rowsOf<{ name: string }>(await app.database.db.execute(sql`select name from schema_migrations`)).map((r) => r.name));
  return migrationFiles().filter((name) => !applied.has(name));
}

/**
 * GET /healthz: the process is up (a liveness probe: restart it when this fails). GET /readyz: the
 * database answers and every migration is applied (a readiness probe: send it traffic when this passes).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      const missing = await missingMigrations(app);
      if (missing.length > 0) {
        return reply.status(503).send({ code: 503, error: 'service.not_ready', message: `Migrations not applied: ${missing.join(', ')}`, details: missing.map((name) => ({ migration: name })) });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ code: 503, error: 'service.not_ready', message: 'The database does not answer.', details: [] });
    }
    return { status: 'ok' };
  });
}
