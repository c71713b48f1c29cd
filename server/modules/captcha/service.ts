import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { isId } from '../../../schemas/ids';
import { insertOutbox } from '../messaging/repository';
import { drawCaptcha, randomAnswer } from './draw';
import { consumeCaptcha, insertCaptcha } from './repository';

/** How long an image captcha may be answered. */
export const CAPTCHA_TTL_SECONDS = 300;

function answerHash(secret: string, id: string, answer: string): string {
  return createHmac('sha256', secret).update(`captcha:${id}:${answer}`).digest('hex');
}

/** A new image captcha for an account: its id and the SVG as a data URL. Outside production the answer goes to the dev outbox too. */
export async function createCaptcha(db: Db, config: Pick<Config, 'sessionSecret' | 'devOutbox'>, account: string) {
  const id = nextId();
  const answer = randomAnswer();
  await insertCaptcha(db, { id, account, answerHash: answerHash(config.sessionSecret, id, answer), expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) });
  if (config.devOutbox) await insertOutbox(db, { channel: 'captcha', recipient: account, subject: id, body: answer });
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}`, expiresIn: CAPTCHA_TTL_SECONDS };
}

const invalid = () => new AppError(400, 'captcha.invalid', 'The characters in the image were not typed correctly. Try the new image.');

/**
 * Checks an answer. A captcha works once: any answer, right or wrong, uses it up, so guessing needs a
 * new image each time. It must have been made for the same account.
 */
export async function verifyCaptcha(db: Db, secret: string, input: { captchaId?: string; answer?: string; account: string }): Promise<void> {
  if (!input.captchaId || !input.answer || !isId(input.captchaId)) throw invalid();
  const row = await consumeCaptcha(db, input.captchaId);
  if (!row || row.account !== input.account) throw invalid();
  const expected = Buffer.from(row.answerHash, 'hex');
  const given = Buffer.from(answerHash(secret, row.id, input.answer.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) throw invalid();
}
