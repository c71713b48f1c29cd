import type { FastifyInstance } from 'fastify';
import { accountKind, CODE_PATTERN } from '../../../schemas/identity';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { checkCaptchaIfNeeded } from '../codes/guard';
import { loginWithCode } from './code-login';
import { ACCESS_COOKIE, clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from './cookies';
import { logoutTarget } from '../identity/login-method';
import { internalNetworkCheck } from '../../http/internal-network';
import { FLOW_COOKIE_PATH, STATE_COOKIE, TICKET_COOKIE } from '../identity/routes';
import { clearFlowCookie } from '../identity/secrets';
import { POLL_COOKIE, QR_OPEN_PATH } from '../qr-login/routes';
import { presentTokens } from './presenter';
import { requestFingerprint } from './request-fingerprint';
import { loginWithPassword, logout, refreshSession, type IssuedTokens } from './service';

export { LOGIN_LIMITS } from './login-guard';

const tokenBody = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', maxLength: 64 },
    username: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 1000 },
    code: { type: 'string', maxLength: 20 },
    captchaId: { type: 'string', maxLength: 19 },
    captcha: { type: 'string', maxLength: 10 },
  },
} as const;

interface TokenBody {
  grant_type: string;
  username?: string;
  password?: string;
  code?: string;
  captchaId?: string;
  captcha?: string;
}

const GRANTS = ['password', 'sms_code', 'email_code', 'refresh_token'];

function required(body: TokenBody, fields: ('username' | 'password' | 'code')[]): void {
  const missing = fields.filter((k) => !body[k]);
  if (missing.length) {
    throw new AppError(400, 'request.invalid_body', `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required.`, missing.map((k) => ({ pointer: `/${k}`, message: 'is required' })));
  }
}

/** Checks the fields of a code grant: a mobile number (sms_code) or e-mail (email_code) and a 6-digit code. */
function codeGrant(body: TokenBody): { channel: 'sms' | 'email'; recipient: string; code: string } {
  required(body, ['username', 'code']);
  const channel = body.grant_type === 'sms_code' ? 'sms' : 'email';
  const recipient = body.username!.trim().toLowerCase();
  if (accountKind(recipient) !== (channel === 'sms' ? 'mobile' : 'email')) {
    const what = channel === 'sms' ? 'a mobile number' : 'an e-mail address';
    throw new AppError(400, 'request.invalid_body', `username must be ${what}.`, [{ pointer: '/username', message: `must be ${what}` }]);
  }
  if (!new RegExp(CODE_PATTERN).test(body.code!)) throw new AppError(400, 'request.invalid_body', 'code must be 6 digits.', [{ pointer: '/code', message: 'must be 6 digits' }]);
  return { channel, recipient, code: body.code! };
}

/**
 * OAuth-style token endpoint: password, sms_code and email_code grants start a login (rate-limited per
 * account and per address, with the image captcha after a few failures); refresh_token renews one.
 */
export async function authRoutes(app: FastifyInstance) {
  const { config, loginGuard } = app;
  const db = () => app.database.db;
  const clientNetwork = internalNetworkCheck(config.internalNetworks);

  app.post<{ Body: TokenBody }>('/api/auth/oauth/token', { schema: { body: tokenBody } }, async (request, reply) => {
    const body = request.body;
    if (!GRANTS.includes(body.grant_type)) {
      throw new AppError(400, 'auth.unsupported_grant_type', 'grant_type must be password, sms_code, email_code or refresh_token.');
    }
    const fingerprint = requestFingerprint(request);
    let tokens: IssuedTokens;
    if (body.grant_type === 'refresh_token') {
      try {
        tokens = await refreshSession(db(), config, { refreshToken: request.cookies[REFRESH_COOKIE], fingerprint });
      } catch (error) {
        clearAuthCookies(request, reply, config);
        throw error;
      }
    } else {
      const grant = body.grant_type === 'password' ? null : codeGrant(body);
      if (!grant) required(body, ['username', 'password']);
      const account = grant ? grant.recipient : body.username!;
      await loginGuard.admit(request.ip, account);
      await checkCaptchaIfNeeded(app, account, body);
      try {
        tokens = grant
          ? await loginWithCode(db(), config, { ...grant, fingerprint })
          : await loginWithPassword(db(), config, { account: body.username!, password: body.password!, fingerprint });
      } catch (error) {
        if (error instanceof AppError && (error.statusCode === 401 || error.key.startsWith('code.'))) await loginGuard.failed(account);
        throw error;
      }
      await loginGuard.succeeded(account);
    }
    setAuthCookies(request, reply, config, tokens);
    return ok(presentTokens(tokens));
  });

  const logoutQuery = { type: 'object', properties: { schoolId: { type: 'string', pattern: '^[1-9][0-9]{18}$' } } } as const;
  app.delete<{ Querystring: { schoolId?: string } }>('/api/auth/open/logout', { schema: { querystring: logoutQuery } }, async (request, reply) => {
    const origin = await logout(db(), config.sessionSecret, { refreshToken: request.cookies[REFRESH_COOKIE], accessToken: request.cookies[ACCESS_COOKIE] });
    clearAuthCookies(request, reply, config);
    // A sign-in half done in this browser (provider state, bind ticket, QR poll) ends with the session too.
    clearFlowCookie(reply, STATE_COOKIE, FLOW_COOKIE_PATH);
    clearFlowCookie(reply, TICKET_COOKIE, FLOW_COOKIE_PATH);
    clearFlowCookie(reply, POLL_COOKIE, QR_OPEN_PATH);
    // Where to go next follows the login method of the school the login began at (else the school the page names).
    const schoolId = origin?.schoolId ?? request.query.schoolId ?? null;
    // Spec §6: people on the internal network sign out to the intranet page when one is configured.
    const internalLogout = clientNetwork(request.ip).internal ? await app.configService.get('internalLogoutUrl') : '';
    return ok({ redirect: internalLogout || (await logoutTarget(db(), schoolId, `${request.protocol}://${request.host}`)), internal: Boolean(internalLogout) });
  });
}
