import type { FastifyInstance } from 'fastify';
import { oauthClientSchema, type OAuthClientInput } from '../../../schemas/oauth-client';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { presentClient } from './presenter';
import * as repo from './repository';
import { registerSchoolClient } from './service';

const schoolParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const clientParams = {
  type: 'object',
  required: ['id', 'clientId'],
  properties: { id: { type: 'string' }, clientId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** A school's administrators register, list and remove the applications this portal signs its people in to. */
export async function oauthClientAdminRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const adminSchool = async (request: { user: Parameters<typeof requireAdministrator>[1]; params: { id: string } }) => {
    const school = await resolveSchool(db(), request.params.id);
    await requireAdministrator(db(), request.user, school);
    return school;
  };

  app.get<{ Params: { id: string } }>('/api/school/schools/:id/oauth-clients', { schema: { params: schoolParams } }, async (request) => {
    const school = await adminSchool(request);
    return ok((await repo.listSchoolClients(db(), school.id)).map(presentClient));
  });

  app.post<{ Params: { id: string }; Body: OAuthClientInput }>(
    '/api/school/schools/:id/oauth-clients',
    { schema: { params: schoolParams, body: oauthClientSchema } },
    async (request, reply) => {
      const school = await adminSchool(request);
      const { client, clientSecret } = await registerSchoolClient(db(), school, request.body, app.config);
      return reply.status(201).send(ok({ ...presentClient(client), clientSecret }));
    },
  );

  app.delete<{ Params: { id: string; clientId: string } }>('/api/school/schools/:id/oauth-clients/:clientId', { schema: { params: clientParams } }, async (request) => {
    const school = await adminSchool(request);
    if (!(await repo.deleteSchoolClient(db(), school.id, request.params.clientId))) {
      throw new AppError(404, 'oauth.client_not_found', 'This school has no such application.');
    }
    return ok({ deleted: true });
  });
}
