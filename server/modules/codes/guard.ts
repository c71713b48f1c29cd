import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { verifyCaptcha } from '../captcha/service';

/** 403 `auth.captcha_required`: the client fetches an image from imagevalid and tries again with its answer. */
export const captchaRequired = () =>
  new AppError(403, 'auth.captcha_required', 'Type the characters in the image to continue.', [{ pointer: '/captcha', message: 'is required' }]);

/** When the account has failed to sign in a few times, a correct image captcha answer is required. */
export async function checkCaptchaIfNeeded(app: FastifyInstance, account: string, answer: { captchaId?: string; captcha?: string }): Promise<void> {
  if (!(await app.loginGuard.needsCaptcha(account))) return;
  if (!answer.captchaId || !answer.captcha) throw captchaRequired();
  await verifyCaptcha(app.database.db, app.config.sessionSecret, { captchaId: answer.captchaId, answer: answer.captcha, account: account.trim().toLowerCase() });
}
