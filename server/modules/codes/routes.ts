import type { FastifyInstance } from 'fastify';
import { emailCodeSchema, smsCodeSchema, type EmailCodeRequest, type SmsCodeRequest } from '../../../schemas/identity';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { CodeChannel } from '../../db/schema-identity';
import { findUserByEmail, findUserByMobile } from '../accounts/repository';
import { checkCaptchaIfNeeded } from './guard';
import { presentCodeSent } from './presenter';
import { sendCode } from './service';

/**
 * Login and registration codes by SMS and e-mail (spec §7, v1 and v2 paths alike). A login code for a
 * number or address no account has bound is answered the same way but never sent, so the call neither
 * reveals accounts nor sends messages to strangers. Registration codes refuse a taken number (409).
 */
export async function codeRoutes(app: FastifyInstance) {
  const limits = app.codeSendLimits;
  const db = () => app.database.db;

  async function request(ip: string, channel: CodeChannel, recipient: string, body: { purpose?: 'login' | 'register'; captchaId?: string; captcha?: string }) {
    const purpose = body.purpose ?? 'login';
    const owner = channel === 'sms' ? await findUserByMobile(db(), recipient) : await findUserByEmail(db(), recipient);
    if (purpose === 'register' && owner) {
      throw channel === 'sms'
        ? new AppError(409, 'account.mobile_taken', 'This mobile number already belongs to an account. Log in instead.')
        : new AppError(409, 'account.email_taken', 'This e-mail address already belongs to an account. Log in instead.');
    }
    await limits.check(ip, recipient);
    if (purpose === 'login') await checkCaptchaIfNeeded(app, recipient, body);
    await limits.hit(ip, recipient);
    if (purpose === 'login' && !owner) return ok(presentCodeSent());
    const { expiresIn } = await sendCode(db(), app.config.sessionSecret, app.messenger, { channel, recipient, purpose });
    return ok(presentCodeSent(expiresIn));
  }

  for (const path of ['/api/accounts/open/login/sms-code', '/api/accounts/v2/open/login/sms-code']) {
    app.post<{ Body: SmsCodeRequest }>(path, { schema: { body: smsCodeSchema } }, (req) => request(req.ip, 'sms', req.body.phone_number, req.body));
  }
  for (const path of ['/api/accounts/open/email/verify_code', '/api/accounts/v2/open/email/verify_code']) {
    app.post<{ Body: EmailCodeRequest }>(path, { schema: { body: emailCodeSchema } }, (req) => request(req.ip, 'email', req.body.email.toLowerCase(), req.body));
  }
}
