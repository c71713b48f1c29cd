import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findUserByEmail, findUserByMobile } from '../accounts/repository';
import { verifyCode } from '../codes/service';
import { startSession, type IssuedTokens } from './service';
import type { Config } from '../../config';

/** The sms_code and email_code grants: the code sent to the bound mobile number or e-mail proves the account. */
export async function loginWithCode(
  db: Db,
  config: Pick<Config, 'sessionSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>,
  input: { channel: 'sms' | 'email'; recipient: string; code: string; fingerprint: string },
): Promise<IssuedTokens> {
  await verifyCode(db, config.sessionSecret, { channel: input.channel, recipient: input.recipient, purpose: 'login', code: input.code });
  const user = input.channel === 'sms' ? await findUserByMobile(db, input.recipient) : await findUserByEmail(db, input.recipient);
  if (!user) throw new AppError(401, 'auth.invalid_credentials', 'Wrong account or code.');
  return startSession(db, config, user.id, input.fingerprint, { tenantId: null, schoolId: null, provider: `${input.channel}_code` });
}
