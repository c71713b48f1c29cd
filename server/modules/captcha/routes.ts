import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { accountKey } from '../auth/login-guard';
import { createCaptcha } from './service';

const query = {
  type: 'object',
  required: ['account'],
  properties: { account: { type: 'string', minLength: 1, maxLength: 254, pattern: '^[^\\s]+$' } },
} as const;

/**
 * GET /api/accounts/open/login/account/open/code/imagevalid?account=: whether the next login (or login
 * code) for this account needs the image captcha, and when it does, a fresh image to answer. `account`
 * is the phone_number or email being signed in with (or the account name of a password login).
 */
export async function captchaRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { account: string } }>('/api/accounts/open/login/account/open/code/imagevalid', { schema: { querystring: query } }, async (request) => {
    const account = accountKey(request.query.account);
    if (!(await app.loginGuard.needsCaptcha(account))) return ok({ required: false });
    // Each image is a row: count its making as an attempt of this client so images cannot be farmed.
    await app.loginGuard.admit(request.ip, account);
    return ok({ required: true, ...(await createCaptcha(app.database.db, app.config, account)) });
  });
}
