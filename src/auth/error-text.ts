import type { TFunction } from 'i18next';
import { isApiError } from '../../renderer/api';

/** Message keys (namespace "account.errors") for the server's stable error keys. */
const KEYS: Record<string, string> = {
  'auth.invalid_credentials': 'invalidCredentials',
  'auth.rate_limited': 'rateLimited',
  'auth.captcha_required': 'captchaRequired',
  'captcha.invalid': 'captchaInvalid',
  'code.invalid': 'codeInvalid',
  'code.expired': 'codeExpired',
  'code.used': 'codeUsed',
  'code.too_many_attempts': 'codeTooManyAttempts',
  'code.rate_limited': 'rateLimited',
  'account.rate_limited': 'rateLimited',
  'school.rate_limited': 'rateLimited',
  'account.mobile_taken': 'mobileTaken',
  'account.email_taken': 'emailTaken',
  'account.already_bound': 'alreadyBound',
  'password.too_short': 'passwordTooShort',
  'password.too_long': 'passwordTooLong',
  'password.common': 'passwordCommon',
  'invitation.invalid': 'invitationInvalid',
  'invitation.expired': 'invitationExpired',
  'request.invalid_body': 'invalidInput',
  'request.invalid_query': 'invalidInput',
};

/** What to tell the user about a failed call, in their language; unknown failures fall back to `fallbackKey`. */
export function errorText(t: TFunction, error: unknown, fallbackKey = 'account.errors.failed'): string {
  if (!isApiError(error)) return t(fallbackKey);
  const key = KEYS[error.key];
  if (!key) return error.status < 500 ? error.message : t(fallbackKey);
  const seconds = (error.details[0] as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
  return t(`account.errors.${key}`, { seconds });
}
