import type { LocalizedText } from './localized-text';

/**
 * What an application may ask to receive about a member when this portal signs them in to it
 * (/oauth2/v1/authorize `scope`), in the order screens list them:
 * - `openid`: which account it is (the member's id); always part of a sign-in.
 * - `profile`: display name, real name, nickname and picture.
 * - `phone`: the bound mobile number.
 * - `email`: the bound e-mail address.
 */
export const OAUTH_SCOPES = ['openid', 'profile', 'phone', 'email'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** The scopes of a request that names none. */
export const DEFAULT_OAUTH_SCOPES: readonly OAuthScope[] = ['openid', 'profile'];

export function isOAuthScope(value: string): value is OAuthScope {
  return (OAUTH_SCOPES as readonly string[]).includes(value);
}

/**
 * The scopes a `scope` parameter asks for (RFC 6749 §3.3: tokens separated by spaces, case-sensitive),
 * in the order of OAUTH_SCOPES, with `openid` always among them; the default when it names none; or
 * the unknown tokens when there are any.
 */
export function parseOAuthScope(scope: string | undefined): { scopes: OAuthScope[] } | { unknown: string[] } {
  const tokens = (scope ?? '').split(' ').filter(Boolean);
  if (tokens.length === 0) return { scopes: [...DEFAULT_OAUTH_SCOPES] };
  const unknown = [...new Set(tokens.filter((token) => !isOAuthScope(token)))];
  if (unknown.length > 0) return { unknown };
  return { scopes: OAUTH_SCOPES.filter((known) => known === 'openid' || tokens.includes(known)) };
}

/** Whether `granted` covers every scope of `asked`. */
export function coversScopes(granted: readonly string[], asked: readonly string[]): boolean {
  return asked.every((scope) => granted.includes(scope));
}

/** The union of two scope lists, in the order of OAUTH_SCOPES. */
export function joinScopes(a: readonly string[], b: readonly string[]): OAuthScope[] {
  return OAUTH_SCOPES.filter((scope) => a.includes(scope) || b.includes(scope));
}

/** An application as members see it: its name and the school that registered it (null: one of the whole portal). */
export interface OAuthApplication {
  clientId: string;
  name: string;
  school: { id: string; name: LocalizedText } | null;
}

/** What the consent screen shows: the application, the scopes it asks for, those the member allowed it before, and who the member is. */
export interface OAuthConsentRequest {
  ticket: string;
  application: OAuthApplication;
  scopes: OAuthScope[];
  allowed: OAuthScope[];
  user: { displayName: string; avatarUrl: string };
}

/** An application the member allowed, with what it receives and when the member last allowed it. */
export interface OAuthConsent extends OAuthApplication {
  scopes: OAuthScope[];
  allowedAt: string;
}
