import type { FromSchema } from 'json-schema-to-ts';
import { PHONE_PATTERN } from './feedback';
import { ID_PATTERN } from './ids';

/** One-time codes (SMS and e-mail): 6 digits. */
export const CODE_PATTERN = '^[0-9]{6}$';
/** An e-mail address: something@domain.tld, no spaces, at most 254 characters. */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$';
export const EMAIL_MAX_LENGTH = 254;
/** Passwords: at least 8 characters, up to 128 (the policy also refuses common ones; see server password-policy). */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

const mobile = { type: 'string', pattern: PHONE_PATTERN } as const;
const email = { type: 'string', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } as const;
const code = { type: 'string', pattern: CODE_PATTERN } as const;
const captcha = {
  captchaId: { type: 'string', pattern: ID_PATTERN },
  captcha: { type: 'string', maxLength: 10 },
} as const;

/** Whether an account as typed is a mainland mobile number, an e-mail address, or neither. */
export function accountKind(account: string): 'mobile' | 'email' | null {
  if (new RegExp(PHONE_PATTERN).test(account)) return 'mobile';
  if (account.length <= EMAIL_MAX_LENGTH && new RegExp(EMAIL_PATTERN).test(account)) return 'email';
  return null;
}

/** POST /api/accounts/open/login/sms-code (and /v2/): a login or registration code by SMS. */
export const smsCodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone_number'],
  properties: { phone_number: mobile, purpose: { type: 'string', enum: ['login', 'register'], default: 'login' }, ...captcha },
} as const;
export type SmsCodeRequest = FromSchema<typeof smsCodeSchema>;

/** POST /api/accounts/open/email/verify_code (and /v2/): a login or registration code by e-mail. */
export const emailCodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email, purpose: { type: 'string', enum: ['login', 'register'], default: 'login' }, ...captcha },
} as const;
export type EmailCodeRequest = FromSchema<typeof emailCodeSchema>;

/** POST /api/accounts/open/register: a new account, proven by a code sent to its mobile number or e-mail. */
export const registerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'password', 'realName'],
  properties: {
    phone_number: mobile,
    email,
    code,
    password: { type: 'string', maxLength: 1000 },
    realName: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  },
  oneOf: [{ required: ['phone_number'] }, { required: ['email'] }],
} as const;
export type RegisterRequest = FromSchema<typeof registerSchema>;

/** PUT /api/accounts/user/mobile/bind. */
export const bindMobileSchema = { type: 'object', additionalProperties: false, required: ['mobile', 'code'], properties: { mobile, code } } as const;
export type BindMobileRequest = FromSchema<typeof bindMobileSchema>;

/** PUT /api/accounts/user/email/bind. */
export const bindEmailSchema = { type: 'object', additionalProperties: false, required: ['email', 'code'], properties: { email, code } } as const;
export type BindEmailRequest = FromSchema<typeof bindEmailSchema>;

/** POST /api/accounts/sms-code: a bind code for the signed-in user's new mobile number. */
export const bindSmsCodeSchema = { type: 'object', additionalProperties: false, required: ['mobile'], properties: { mobile } } as const;
export type BindSmsCodeRequest = FromSchema<typeof bindSmsCodeSchema>;

/** GET /api/accounts/email-code?email=: a bind code for the signed-in user's new e-mail. */
export const bindEmailCodeQuery = { type: 'object', additionalProperties: false, required: ['email'], properties: { email } } as const;
export type BindEmailCodeQuery = FromSchema<typeof bindEmailCodeQuery>;

/** POST /api/accounts/ids/to/users: up to 100 user ids. */
export const idsToUsersSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', pattern: ID_PATTERN } } },
} as const;
export type IdsToUsersRequest = FromSchema<typeof idsToUsersSchema>;

/** POST /api/school/schools/: a new school whose creator becomes its administrator. */
export const createSchoolSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 60, pattern: '^\\S([\\s\\S]*\\S)?$' },
    defaultLanguage: { type: 'string', enum: ['zh_CN', 'en_US'], default: 'zh_CN' },
    openSchool: { type: 'boolean', default: true },
  },
} as const;
export type CreateSchoolRequest = FromSchema<typeof createSchoolSchema>;

/** POST /api/school/schools/open/invitation/accept. */
export const invitationSchema = { type: 'object', additionalProperties: false, required: ['code'], properties: { code: { type: 'string', minLength: 10, maxLength: 400 } } } as const;
export type InvitationRequest = FromSchema<typeof invitationSchema>;
