import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { readRoute, visibleSchool } from '../../http/read-route';
import { assertSameSite } from '../../plugins/csrf';
import { resolveSchool } from '../schools/access';
import { clearHistory, hotSearch } from './service';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

/** Hot searches and the user's search history (docs/api.md). */
export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  readRoute<{ schoolId: string }>(app, '/api/search/v1/search/hotSearch', { querystring: schoolQuery }, async (input) =>
    hotSearch(input.db, await visibleSchool(input, input.query.schoolId), input.user?.id ?? null),
  );

  app.get<{ Querystring: { schoolId: string } }>('/api/search/v1/search/clear', { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    if (!request.user) throw unauthenticated();
    assertSameSite(request); // a GET that changes data (the spec's path): refuse other sites' links
    await clearHistory(db(), school, request.user.id);
    return ok(null);
  });
}
