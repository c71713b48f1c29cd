import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /healthz answers once the database does. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
