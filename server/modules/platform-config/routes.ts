import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONFIG_SCOPES, type ConfigScope } from '../../../schemas/platform-config';
import { AppError, forbidden, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { UserRow } from '../auth/repository';
import { requireAdministrator, resolveSchool } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { isPlatformOperator } from './repository';
import { requireKey } from './service';

const listQuery = {
  type: 'object',
  required: ['scope'],
  properties: { scope: { type: 'string', enum: CONFIG_SCOPES }, schoolId: { type: 'string' } },
} as const;
const schoolQuery = { type: 'object', properties: { schoolId: { type: 'string' } } } as const;
const nameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } } as const;
const writeBody = { type: 'object', required: ['value'], additionalProperties: false, properties: { value: {} } } as const;

/** Platform operators edit platform keys; administrators of a school edit that school's keys. */
async function authorize(app: FastifyInstance, user: UserRow | null, scope: ConfigScope, schoolId: string | undefined): Promise<{ user: UserRow; school?: SchoolRef }> {
  if (!user) throw unauthenticated();
  if (scope === 'platform') {
    if (!(await isPlatformOperator(app.database.db, user.id))) throw forbidden('Only a platform operator may change platform settings.');
    return { user };
  }
  if (schoolId === undefined) throw new AppError(400, 'request.invalid_query', 'schoolId is required for school settings.', [{ pointer: '/schoolId', message: 'is required' }]);
  const school = await resolveSchool(app.database.db, schoolId);
  await requireAdministrator(app.database.db, user, school);
  return { user, school };
}

/** GET/PUT/DELETE of configuration keys (docs/api.md "Configuration"). */
export async function platformConfigRoutes(app: FastifyInstance) {
  const service = () => app.configService;

  app.get<{ Querystring: { scope: ConfigScope; schoolId?: string } }>('/api/platform/v1/config', { schema: { querystring: listQuery } }, async (request) => {
    const { school } = await authorize(app, request.user, request.query.scope, request.query.schoolId);
    return ok(await service().list(request.query.scope, school));
  });

  const keyOf = (request: FastifyRequest<{ Params: { name: string }; Querystring: { schoolId?: string } }>) => {
    const definition = requireKey(request.params.name);
    return authorize(app, request.user, definition.scope, request.query.schoolId).then((access) => ({ definition, ...access }));
  };

  app.get<{ Params: { name: string }; Querystring: { schoolId?: string } }>('/api/platform/v1/config/:name', { schema: { params: nameParams, querystring: schoolQuery } }, async (request) => {
    const { definition, school } = await keyOf(request);
    const views = await service().list(definition.scope, school);
    return ok(views.find((v) => v.name === definition.name));
  });

  app.put<{ Params: { name: string }; Querystring: { schoolId?: string }; Body: { value: unknown } }>(
    '/api/platform/v1/config/:name',
    { schema: { params: nameParams, querystring: schoolQuery, body: writeBody } },
    async (request) => {
      const { definition, user, school } = await keyOf(request);
      await service().set(definition.name, request.body.value, user.id, school);
      return ok({ name: definition.name, value: request.body.value });
    },
  );

  app.delete<{ Params: { name: string }; Querystring: { schoolId?: string } }>('/api/platform/v1/config/:name', { schema: { params: nameParams, querystring: schoolQuery } }, async (request) => {
    const { definition, user, school } = await keyOf(request);
    await service().set(definition.name, undefined, user.id, school);
    return ok({ name: definition.name, value: await service().get(definition.name as never, school) });
  });

  app.get('/api/platform/v1/operator', async (request) => {
    if (!request.user) throw unauthenticated();
    return ok({ operator: await isPlatformOperator(app.database.db, request.user.id) });
  });
}
