import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE } from '../modules/auth/cookies';
import { authenticate } from '../modules/auth/service';

/** Reads the access_token cookie on every request and sets `request.user` (null when anonymous). */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    request.user = token ? await authenticate(app.database.db, app.config.sessionSecret, token) : null;
  });
}
