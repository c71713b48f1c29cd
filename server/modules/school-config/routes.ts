import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONFIG_TYPES, serviceContactSchema, type ServiceContact } from '../../../schemas/service-contact';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { readRoute, visibleSchool } from '../../http/read-route';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { readSetting, writeSetting } from './repository';

const EMPTY: ServiceContact = { servicePhone: '', serviceEmail: '', serviceWeChat: '', switch: '0' };
const KNOWN: string[] = Object.values(CONFIG_TYPES);
const query = { type: 'object', required: ['configTypes'], properties: { configTypes: { type: 'string', maxLength: 200 }, schoolId: { type: 'string' } } } as const;
const schoolQuery = { type: 'object', properties: { schoolId: { type: 'string' } } } as const;

/** The school of a config call: `schoolId` in the query, else the `tenantId` header (as the spec sends it). */
function schoolIdOf(request: FastifyRequest<{ Querystring: { schoolId?: string } }>): unknown {
  return request.query.schoolId ?? request.headers.tenantid;
}

/** Customer-service contact config: read by anyone who may see the school, saved by administrators. */
export async function schoolConfigRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  readRoute<{ configTypes: string; schoolId?: string }>(app, '/api/school/biz/queryConfig', { querystring: query }, async (input) => {
    const types = input.query.configTypes.split(',').map((t) => t.trim()).filter(Boolean);
    const unknown = types.filter((t) => !KNOWN.includes(t));
    if (types.length === 0 || unknown.length > 0) {
      throw new AppError(400, 'request.invalid_query', 'Unknown config type.', [{ pointer: '/configTypes', message: `unknown: ${unknown.join(',') || '(none)'}` }]);
    }
    const school = await visibleSchool(input, input.query.schoolId ?? input.headers.tenantid);
    const saved = (await readSetting<ServiceContact>(input.db, school, 'customer_service')) ?? EMPTY;
    // The information item first, then the switch (the order the dialog reads them in).
    const items = [
      { configType: CONFIG_TYPES.information, configValue: JSON.stringify({ servicePhone: saved.servicePhone, serviceEmail: saved.serviceEmail, serviceWeChat: saved.serviceWeChat }) },
      { configType: CONFIG_TYPES.switch, configValue: saved.switch },
    ];
    return items.filter((item) => types.includes(item.configType));
  });

  app.put<{ Querystring: { schoolId?: string }; Body: ServiceContact }>(
    '/api/school/biz/config',
    { schema: { querystring: schoolQuery, body: serviceContactSchema } },
    async (request) => {
      const school = await resolveSchool(db(), schoolIdOf(request));
      await requireAdministrator(db(), request.user, school);
      await writeSetting(db(), school, 'customer_service', request.body);
      app.renderCache.forgetSchool(school.id); // visitors' pages show the new contact at once
      return ok(request.body);
    },
  );
}
