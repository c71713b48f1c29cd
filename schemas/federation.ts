import type { FromSchema } from 'json-schema-to-ts';

/** A school's enterprise identity provider as an administrator saves it (issuer and redirect are absolute URLs). */
export const identityProviderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['issuer', 'clientId', 'clientSecret', 'redirectUri'],
  properties: {
    issuer: { type: 'string', minLength: 8, maxLength: 500, pattern: '^https?://' },
    clientId: { type: 'string', minLength: 1, maxLength: 200 },
    clientSecret: { type: 'string', minLength: 1, maxLength: 500 },
    redirectUri: { type: 'string', minLength: 8, maxLength: 500, pattern: '^https?://' },
    scope: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21\\x23-\\x5b\\x5d-\\x7e]+( [\\x21\\x23-\\x5b\\x5d-\\x7e]+)*$' },
    logoutUrl: { type: 'string', maxLength: 500, pattern: '^(|https?://.*)$' },
  },
} as const;

export type IdentityProviderInput = FromSchema<typeof identityProviderSchema>;

/** Kinds of enterprise provider: single sign-on (OpenID Connect) and enterprise OAuth2. */
export const PROVIDER_KINDS = ['sso', 'oauth2'] as const;

/** What the provider sent back to a callback page, passed on to the API unchanged. */
export const providerCallbackSchema = {
  type: 'object',
  required: ['state'],
  properties: {
    state: { type: 'string', minLength: 1, maxLength: 500 },
    code: { type: 'string', minLength: 1, maxLength: 2000 },
    iss: { type: 'string', maxLength: 500 },
    session_state: { type: 'string', maxLength: 500 },
    error: { type: 'string', maxLength: 200 },
    error_description: { type: 'string', maxLength: 1000 },
  },
} as const;

export type ProviderCallback = FromSchema<typeof providerCallbackSchema>;

/** Linking an outside identity to an account: the account's password, and its name unless the ticket names it. */
export const bindAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export type BindAccountInput = FromSchema<typeof bindAccountSchema>;

/** Messaging-app free login (spec §7): the app's one-time code, its platform, and the school id as state. */
export const freeLoginSchema = {
  type: 'object',
  required: ['code', 'state'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 500 },
    platformType: { type: 'string', maxLength: 40 },
    state: { type: 'string', maxLength: 40 },
  },
} as const;

export type FreeLoginInput = FromSchema<typeof freeLoginSchema>;

/** Third-party sign-in callbacks (/hw/callback, /imc/callback): the party's code and the state this site started. */
export const thirdPartyCallbackSchema = {
  type: 'object',
  required: ['code', 'state'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 500 },
    state: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;

export type ThirdPartyCallback = FromSchema<typeof thirdPartyCallbackSchema>;

/** The spec's success code for QR login and free login; 030025 is the free login's failure code. */
export const QR_SUCCESS = '000000';
export const FREE_LOGIN_FAILURE = '030025';
