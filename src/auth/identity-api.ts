import type { EmailCodeRequest, RegisterRequest, SmsCodeRequest } from '../../schemas/identity';
import type { LocalizedText } from '../../schemas/localized-text';
import { getJson, postForm, sendJson } from '../api/client';

/** An image captcha to answer (from imagevalid). */
export interface Captcha {
  captchaId: string;
  image: string;
}

/** A school of the signed-in user (for /login/select). */
export interface UserSchool {
  id: string;
  parentId: string | null;
  name: LocalizedText;
  roles: string[];
}

/** Whether this account needs the image captcha now, with an image when it does. */
export async function fetchCaptcha(account: string): Promise<Captcha | null> {
  const data = await getJson<{ required: boolean } & Partial<Captcha>>(`/api/accounts/open/login/account/open/code/imagevalid?account=${encodeURIComponent(account)}`);
  return data.required && data.captchaId && data.image ? { captchaId: data.captchaId, image: data.image } : null;
}

/** Asks for a login or registration code by SMS or e-mail. */
export function requestCode(channel: 'sms' | 'email', body: SmsCodeRequest | EmailCodeRequest): Promise<{ expiresIn: number; resendIn: number }> {
  const path = channel === 'sms' ? '/api/accounts/v2/open/login/sms-code' : '/api/accounts/v2/open/email/verify_code';
  return sendJson('POST', path, body);
}

/** Any token grant that starts a login (password, sms_code, email_code). */
export function requestTokens(fields: Record<string, string>): Promise<unknown> {
  return postForm('/api/auth/oauth/token', fields);
}

export function register(body: RegisterRequest): Promise<{ user_id: string }> {
  return sendJson('POST', '/api/accounts/open/register', body);
}

export const mySchoolsKey = ['accounts', 'me', 'schools'] as const;
export function fetchMySchools(): Promise<UserSchool[]> {
  return getJson<UserSchool[]>('/api/accounts/users/me/schools');
}

/** Sends a bind code to a new mobile number or e-mail of the signed-in user. */
export function requestBindCode(kind: 'mobile' | 'email', value: string): Promise<{ expiresIn: number; resendIn: number }> {
  return kind === 'mobile' ? sendJson('POST', '/api/accounts/sms-code', { mobile: value }) : getJson(`/api/accounts/email-code?email=${encodeURIComponent(value)}`);
}

export function bindContact(kind: 'mobile' | 'email', value: string, code: string): Promise<unknown> {
  return kind === 'mobile'
    ? sendJson('PUT', '/api/accounts/user/mobile/bind', { mobile: value, code })
    : sendJson('PUT', '/api/accounts/user/email/bind', { email: value, code });
}
