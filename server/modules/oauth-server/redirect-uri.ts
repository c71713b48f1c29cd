/** Hosts a plain-http redirect URI may name: this machine, for developing an application (RFC 8252 §7.3). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isSpaceOrControl = (char: string) => char <= ' ' || (char >= '\u007f' && char <= '\u009f');

/** Which rules apply: a live site (NODE_ENV=production) refuses plain-http redirect URIs altogether. */
export interface RedirectUriRules {
  production: boolean;
}

/**
 * Why a redirect URI cannot be registered (or, registered under older rules, used), or null when it
 * can. The code is only ever sent to a registered URI compared character for character, so a URI must
 * be written out whole and in the URL parser's normal form: an absolute https URL, without wildcards,
 * fragment, user name or password; plain http only for localhost, 127.0.0.1 or [::1], and never in
 * production.
 */
export function redirectUriProblem(uri: string, rules: RedirectUriRules): string | null {
  if ([...uri].some(isSpaceOrControl)) return 'must not contain spaces or control characters';
  if (uri.includes('*')) return 'must not contain wildcards (*): register each address in full';
  if (uri.includes('#')) return 'must not have a fragment';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.protocol === 'http:') {
    if (!LOOPBACK_HOSTS.has(url.hostname)) return 'must use https (plain http only for localhost, 127.0.0.1 or [::1])';
    if (rules.production) return 'must use https (plain http is refused in production)';
  } else if (url.protocol !== 'https:') {
    return 'must use https';
  }
  if (url.href !== uri) return `must be written in its normal form: ${url.href}`;
  return null;
}

/** The redirect URI with `params` added to its query, the registered URI kept as written. */
export function withParams(uri: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  const url = new URL(uri);
  return `${uri}${url.search ? '&' : url.href.endsWith('?') ? '' : '?'}${query}`;
}
