import type { FastifyInstance } from 'fastify';
import { detectEnvironment, environmentLanguage, OVERSEAS_ENVIRONMENTS, pageApiVersion } from '../../../schemas/environment';
import { ok } from '../../http/envelope';
import { internalNetworkCheck } from '../../http/internal-network';
import { hostName } from '../footer/routes';
import { resolveSchool } from '../schools/access';

const query = { type: 'object', properties: { schoolId: { type: 'string' } } } as const;
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

/** The page API a school's portal reads pages through (spec §9): white lists, then the main switch. */
export async function pageApiVersionOf(app: FastifyInstance, schoolId: string): Promise<1 | 2> {
  const settings = app.configService;
  const v1 = await settings.get('pageApiV1Schools');
  const v2 = await settings.get('pageApiV2Schools');
  const mainSwitch = await settings.get('pageApiMainSwitch');
  return pageApiVersion(schoolId, { v1, v2, mainSwitch });
}

/** Whether a Host header names a host of an overseas environment (de, ru, sg, mx): its default language is en_US. */
export async function overseasHost(app: FastifyInstance, host: string | undefined): Promise<boolean> {
  const urls = await app.configService.get('environmentUrls');
  return OVERSEAS_ENVIRONMENTS.includes(detectEnvironment(hostName(host), urls));
}

/** The mobile support phone of the environment a Host header belongs to, or null where there is none. */
export async function supportPhoneOf(app: FastifyInstance, host: string | undefined): Promise<string | null> {
  const urls = await app.configService.get('environmentUrls');
  const phones = await app.configService.get('mobileSupportPhones');
  return phones[detectEnvironment(hostName(host), urls)] || null;
}

/** What the browser reads of the configuration for this host (and school): public, derived values only. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const clientNetwork = internalNetworkCheck(app.config.internalNetworks);

  app.get<{ Querystring: { schoolId?: string } }>('/api/platform/v1/client-config', { schema: { querystring: query } }, async (request) => {
    const settings = app.configService;
    const host = hostName(request.headers.host);
    const urls = await settings.get('environmentUrls');
    const environment = detectEnvironment(host, urls);
    const { internal } = clientNetwork(request.ip);
    const school = request.query.schoolId === undefined ? undefined : await resolveSchool(app.database.db, request.query.schoolId);
    return ok({
      environment,
      overseas: OVERSEAS_ENVIRONMENTS.includes(environment),
      defaultLanguage: environmentLanguage(environment),
      mobileSupportPhone: await supportPhoneOf(app, request.headers.host),
      internal,
      reloadOnAuthFailure: (await settings.get('authReloadHosts')).includes(host),
      companyEmailDomains: await settings.get('companyEmailDomains'),
      pageApiVersion: school ? await pageApiVersionOf(app, school.id) : null,
    });
  });

  app.get<{ Querystring: { schoolId: string } }>('/api/platform/v1/page-api', { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(app.database.db, request.query.schoolId);
    const version = await pageApiVersionOf(app, school.id);
    return ok({ version, path: version === 1 ? '/api/portal/api/v1/portal/pages' : '/api/portal/api/v1/portal/v2/pages' });
  });
}
