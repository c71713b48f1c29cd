import type { RegisterRequest } from '../../../schemas/identity';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { assertPasswordAllowed } from '../auth/password-policy';
import { verifyCode } from '../codes/service';
import { findUserByAccount } from '../auth/repository';
import { findUserByEmail, findUserByMobile } from './repository';
import { createUser } from './service';

/**
 * Creates an account proven by the registration code sent to its mobile number or e-mail address,
 * which becomes both its login account and its bound contact. The password must pass the policy.
 */
export async function registerAccount(db: Db, secret: string, input: RegisterRequest): Promise<string> {
  assertPasswordAllowed(input.password);
  const mobile = input.phone_number;
  const email = input.email?.toLowerCase();
  const account = (mobile ?? email)!;
  const taken = mobile ? await findUserByMobile(db, mobile) : await findUserByEmail(db, email!);
  if (taken || (await findUserByAccount(db, account))) {
    throw mobile
      ? new AppError(409, 'account.mobile_taken', 'This mobile number already belongs to an account. Log in instead.')
      : new AppError(409, 'account.email_taken', 'This e-mail address already belongs to an account. Log in instead.');
  }
  await verifyCode(db, secret, { channel: mobile ? 'sms' : 'email', recipient: account, purpose: 'register', code: input.code });
  return createUser(db, { account, password: input.password, realName: input.realName.trim(), mobile: mobile ?? '', email: email ?? '' });
}
