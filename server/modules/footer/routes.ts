import type { FastifyInstance } from 'fastify';
import { footerConfigSchema, type FooterConfig } from '../../../schemas/footer-config';
import { ok } from '../../http/envelope';
import { supportPhoneOf } from '../platform/client-config';
import { requireAdministrator, requireVisitor, resolveSchool } from '../schools/access';
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

  app.get<{ Querystring: { schoolId: string } }>(PATH, { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireVisitor(db(), request.user, school);
    const saved = { ...EMPTY, ...(await readSetting<FooterConfig>(db(), school, 'footer')) };
    const settings = app.configService;
    return ok({
      templates: saved.templates,
      VersionInformationSwitch: await settings.get('versionInformationSwitch', school),
      helpCenterJumpSchool: await settings.get('helpCenterJumpSchool', school),
      // The spec's white list: hosts on which contact details never show.
      contactHidden: (await settings.get('contactHiddenHosts')).includes(hostName(request.headers.host)),
      // The support phone of the host's environment (keys environmentUrls, mobileSupportPhones), or null.
      mobileSupportPhone: await supportPhoneOf(app, request.headers.host),
    });
  });

  app.put<{ Querystring: { schoolId: string }; Body: FooterConfig }>(
    PATH,
    { schema: { querystring: schoolQuery, body: footerConfigSchema } },
    async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      const user = request.user!;
      await requireAdministrator(db(), user, school);
      const { versionInformationSwitch, helpCenterJumpSchool, ...footer } = request.body;
      await writeSetting(db(), school, 'footer', footer);
      // The switches are configuration keys (settings screen); the footer editor saves them here too.
      // The body replaces the whole footer, so a switch it leaves out goes back to its default.
      await app.configService.set('versionInformationSwitch', versionInformationSwitch, user.id, school);
      await app.configService.set('helpCenterJumpSchool', helpCenterJumpSchool, user.id, school);
      app.renderCache.forgetSchool(school.id); // visitors' pages show the new footer at once
      return ok(request.body);
    },
  );
}
