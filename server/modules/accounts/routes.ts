import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { presentMe } from './presenter';

/** The signed-in user's own account. */
export async function accountRoutes(app: FastifyInstance) {
  app.get('/api/accounts/users/me', async (request) => {
    if (!request.user) throw unauthenticated();
    return ok(presentMe(request.user));
  });
}
