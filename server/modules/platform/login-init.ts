import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { listProviderKinds } from '../identity/repository';
import { loginMethodOf } from '../identity/login-method';
import { resolveSchool } from '../schools/access';

const initBody = {
  anyOf: [
    { type: 'null' },
    { type: 'object', additionalProperties: false, properties: { schoolId: { type: 'string' }, account: { type: 'string', maxLength: 254 } } },
  ],
} as const;

/**
 * POST /api/auth/login/init: what the login page needs to start — the sign-in methods (of the school
 * when one is named), whether the account typed so far needs an image captcha, and the salt the page
 * mixes into its device fingerprint (header fp).
 */
export async function loginInitRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  // One salt per deployment, derived from the session secret, so it survives restarts and differs between deployments.
  const fingerprintSalt = createHmac('sha256', app.config.sessionSecret).update('fingerprint-salt').digest('base64url').slice(0, 22);

  app.post<{ Body: { schoolId?: string; account?: string } | null }>('/api/auth/login/init', { schema: { body: initBody } }, async (request) => {
    const methods = ['password', 'code', 'qr'];
    let loginMethod = 1;
    if (request.body?.schoolId !== undefined) {
      const school = await resolveSchool(db(), request.body.schoolId);
      loginMethod = await loginMethodOf(db(), school);
      methods.push(...(await listProviderKinds(db(), school)));
    }
    if (app.config.thirdPartyLogin !== 'off') methods.push('welink');
    const account = request.body?.account?.trim();
    return ok({ methods, loginMethod, captchaRequired: account ? await app.loginGuard.needsCaptcha(account) : false, fingerprintSalt });
  });
}
