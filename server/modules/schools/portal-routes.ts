import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { readRoute, schoolOf, type ReadInput } from '../../http/read-route';
import { overseasHost } from '../platform/client-config';
import { resolveSchool } from './access';
import { defaultSlides, logoOf, schoolRow } from './branding';
import { decoratedRoutes } from './decorated-routes';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
type SchoolQuery = { schoolId: string };

/** The school's full row, once per request (the render's reads share it). */
export async function schoolRowOf(input: ReadInput<unknown, unknown>, id: unknown) {
  const school = await schoolOf(input, id);
  return input.memo(`school-row:${school.id}`, () => schoolRow(input.db, school));
}

/**
 * What any school shows before anyone signs in, like its details: logo and name, language settings
 * and the default banner. Public for closed schools too (their login page needs them).
 */
export async function schoolPortalRoutes(app: FastifyInstance) {
  await decoratedRoutes(app);

  readRoute<SchoolQuery>(app, '/api/portal/api/v1/portal/school-logo', { querystring: schoolQuery }, async (input) => {
    const school = await schoolRowOf(input, input.query.schoolId);
    return { logoUrl: logoOf(school), name: school.name };
  });

  readRoute<SchoolQuery>(app, '/api/portal/api/v1/portal/default-banner', { querystring: schoolQuery }, async (input) => ({
    slides: defaultSlides(await schoolRowOf(input, input.query.schoolId)),
  }));

  // Plain routes, not read routes: the overseas flag reads a configuration key, which must not be read
  // inside a server render's tenant transaction (the embedded database has one connection).
  for (const path of ['/api/school/language/setting/open', '/api/school/biz/open/schoolLanguage']) {
    app.get<{ Querystring: SchoolQuery }>(path, { schema: { querystring: schoolQuery } }, async (request) => {
      const school = await schoolRow(app.database.db, await resolveSchool(app.database.db, request.query.schoolId));
      const languages = school.languages.includes(school.defaultLanguage) ? school.languages : [school.defaultLanguage, ...school.languages];
      // Overseas: the school says so, or the host belongs to an overseas environment (key environmentUrls).
      return ok({ defaultLanguage: school.defaultLanguage, languages, overseas: school.overseas || (await overseasHost(app, request.headers.host)) });
    });
  }
}
