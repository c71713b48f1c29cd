import type { FastifyInstance } from 'fastify';
import { footerConfigSchema, type FooterConfig } from '../../../schemas/footer-config';
import { ok } from '../../http/envelope';
import { readRoute, visibleSchool } from '../../http/read-route';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { readSetting, writeSetting } from '../school-config/repository';

const PATH = '/api/portal/api/v1/portal/open/footer';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const EMPTY: FooterConfig = { templates: [], versionInformationSwitch: '0', helpCenterJumpSchool: '' };

/** The host name of a Host header, lower case, without the port. */
export function hostName(header: string | undefined): string {
  return (header ?? '').toLowerCase().replace(/:\d+$/, '');
}

/** The school's footer config (anyone who may see the school) and its saving (administrators). */
export async function footerRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  readRoute<{ schoolId: string }>(app, PATH, { querystring: schoolQuery }, async (input) => {
    const school = await visibleSchool(input, input.query.schoolId);
    const saved = { ...EMPTY, ...(await readSetting<FooterConfig>(input.db, school, 'footer')) };
    return {
      templates: saved.templates,
      VersionInformationSwitch: saved.versionInformationSwitch ?? '0',
      helpCenterJumpSchool: saved.helpCenterJumpSchool ?? '',
      // The spec's white list: hosts on which contact details never show.
      contactHidden: app.config.contactHiddenHosts.includes(hostName(input.host)),
    };
  });

  app.put<{ Querystring: { schoolId: string }; Body: FooterConfig }>(
    PATH,
    { schema: { querystring: schoolQuery, body: footerConfigSchema } },
    async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      await writeSetting(db(), school, 'footer', request.body);
      return ok(request.body);
    },
  );
}
