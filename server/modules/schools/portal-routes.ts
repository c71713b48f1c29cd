import type { FastifyInstance } from 'fastify';
import { readRoute, schoolOf, type ReadInput } from '../../http/read-route';
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

  for (const path of ['/api/school/language/setting/open', '/api/school/biz/open/schoolLanguage']) {
    readRoute<SchoolQuery>(app, path, { querystring: schoolQuery }, async (input) => {
      const school = await schoolRowOf(input, input.query.schoolId);
      const languages = school.languages.includes(school.defaultLanguage) ? school.languages : [school.defaultLanguage, ...school.languages];
      return { defaultLanguage: school.defaultLanguage, languages, overseas: school.overseas };
    });
  }
}
