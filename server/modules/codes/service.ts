import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import type { CodeChannel, CodePurpose } from '../../db/schema-identity';
import { AppError } from '../../http/app-error';
import type { Messenger } from '../messaging/messenger';
import { claimAttempt, consumeCode, findLatestCode, insertCode } from './repository';

/** Codes are 6 digits, valid 10 minutes, and allow 5 tries. */
export const CODE_RULES = { length: 6, ttlSeconds: 600, maxAttempts: 5 } as const;

/** Who a code goes to and what it is for. */
export interface CodeTarget {
  channel: CodeChannel;
  recipient: string;
  purpose: CodePurpose;
}

function codeHash(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${id}:${code}`).digest('hex');
}

const SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your login code',
  register: 'Your registration code',
  bind: 'Your verification code',
};

/**
 * Makes a new 6-digit code (only its keyed hash is stored; it replaces any earlier code for the same
 * recipient and purpose) and sends it by SMS or e-mail.
 */
export async function sendCode(db: Db, secret: string, messenger: Messenger, target: CodeTarget & { userId?: string }): Promise<{ expiresIn: number }> {
  const id = nextId();
  const code = String(randomInt(10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');
  await insertCode(db, {
    id,
    channel: target.channel,
    recipient: target.recipient,
    purpose: target.purpose,
    userId: target.userId ?? null,
    codeHash: codeHash(secret, id, code),
    expiresAt: new Date(Date.now() + CODE_RULES.ttlSeconds * 1000),
  });
  const text = `${code} is your verification code. It is valid for ${CODE_RULES.ttlSeconds / 60} minutes and works once. Never share it.`;
  if (target.channel === 'sms') await messenger.sms(target.recipient, text);
  else await messenger.email(target.recipient, SUBJECTS[target.purpose], text);
  return { expiresIn: CODE_RULES.ttlSeconds };
}

/**
 * Checks a code against the newest one sent to the recipient for the purpose and uses it up on
 * success. Each check counts as a try; after 5 the code stops working. Errors: 400 `code.invalid`
 * (wrong, or none sent), `code.expired`, `code.used`, `code.too_many_attempts`.
 */
export async function verifyCode(db: Db, secret: string, target: CodeTarget & { code: string; userId?: string }): Promise<void> {
  const row = await findLatestCode(db, target.channel, target.recipient, target.purpose);
  if (!row || (target.userId && row.userId !== target.userId)) throw new AppError(400, 'code.invalid', 'The code is wrong. Check it or ask for a new one.');
  if (row.consumedAt) throw new AppError(400, 'code.used', 'This code was already used. Ask for a new one.');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'code.expired', 'The code has expired. Ask for a new one.');
  const claimed = await claimAttempt(db, row.id, CODE_RULES.maxAttempts);
  if (!claimed) {
    if (row.attempts >= CODE_RULES.maxAttempts) throw new AppError(400, 'code.too_many_attempts', 'Too many wrong codes. Ask for a new one.');
    throw new AppError(400, 'code.used', 'This code was already used. Ask for a new one.');
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, row.id, target.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const remainingAttempts = CODE_RULES.maxAttempts - claimed.attempts;
    if (remainingAttempts === 0) throw new AppError(400, 'code.too_many_attempts', 'Too many wrong codes. Ask for a new one.');
    throw new AppError(400, 'code.invalid', `The code is wrong. ${remainingAttempts} tries left.`, [{ pointer: '/code', remainingAttempts }]);
  }
  if (!(await consumeCode(db, row.id))) throw new AppError(400, 'code.used', 'This code was already used. Ask for a new one.');
}
