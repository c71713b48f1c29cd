import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { overseasHost } from '../platform/client-config';
import { resolveSchool } from './access';
import { defaultSlides, logoOf, schoolRow } from './branding';
import { decoratedRoutes } from './decorated-routes';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
type SchoolQuery = { Querystring: { schoolId: string } };

/**
 * What any school shows before anyone signs in, like its details: logo and name, language settings
 * and the default banner. Public for closed schools too (their login page needs them).
 */
export async function schoolPortalRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const row = async (schoolId: string) => schoolRow(db(), await resolveSchool(db(), schoolId));
  await decoratedRoutes(app);

  app.get<SchoolQuery>('/api/portal/api/v1/portal/school-logo', { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await row(request.query.schoolId);
    return ok({ logoUrl: logoOf(school), name: school.name });
  });

  app.get<SchoolQuery>('/api/portal/api/v1/portal/default-banner', { schema: { querystring: schoolQuery } }, async (request) =>
    ok({ slides: defaultSlides(await row(request.query.schoolId)) }),
  );

  for (const path of ['/api/school/language/setting/open', '/api/school/biz/open/schoolLanguage']) {
    app.get<SchoolQuery>(path, { schema: { querystring: schoolQuery } }, async (request) => {
      const school = await row(request.query.schoolId);
      const languages = school.languages.includes(school.defaultLanguage) ? school.languages : [school.defaultLanguage, ...school.languages];
      // Overseas: the school says so, or the host belongs to an overseas environment (key environmentUrls).
      return ok({ defaultLanguage: school.defaultLanguage, languages, overseas: school.overseas || (await overseasHost(app, request.headers.host)) });
    });
  }
}
