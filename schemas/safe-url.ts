/**
 * The one rule for every URL a user gives us: `redirect` targets (site paths only) and the links of
 * page documents, navigation and footers (site paths, http, https and mailto). The same table of
 * bypass forms is tested against both (schemas/safe-url.test.ts).
 */

/** Longest URL accepted anywhere; longer input is refused, never cut. */
export const MAX_URL_LENGTH = 2048;

// Characters that some software reads as `.` or `/` or `\` (full stops and solidi of other scripts).
const LOOKALIKES = '\\u2024\\u2044\\u2215\\u29f8\\u3002\\ufe52\\ufe68\\uff0e\\uff0f\\uff3c\\uff61';
// Control characters (and U+FFFD, which HTML reads NUL as), spaces of any kind, direction controls and the
// lookalikes never appear in a URL we accept.
const FORBIDDEN_CHAR = `[\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2060\\u2066-\\u2069\\u3000\\ufeff\\ufffd${LOOKALIKES}]`;

/**
 * A path of this site: one leading `/` not followed by `/` or `\`; in the path part (before `?` or `#`)
 * no backslash, no encoded slash, backslash, dot or control character (`%2f %5c %2e %0x %1x %7f`) and
 * no `.` or `..` segment; nowhere a control character, space or lookalike. (The query may carry an
 * encoded path, as `redirect=%2Fportal` does: it cannot change where the path leads.)
 */
const SITE_PATH =
  `/(?![/\\\\])` +
  `(?![^?#]*\\\\)` +
  `(?![^?#]*%(?:2[fFeE]|5[cC]|[01][0-9a-fA-F]|7[fF]))` +
  `(?!(?:[^?#]*/)?\\.{1,2}(?:[/?#]|$))` +
  `(?!.*${FORBIDDEN_CHAR})` +
  `[^?#]*(?:[?#].*)?`;

/** An absolute address of `scheme` with a host and no user name or password (`https://portal@evil` misleads). */
const web = (scheme: string) => `${scheme}://(?!.*${FORBIDDEN_CHAR})[^/\\\\?#@]+(?:[/?#].*)?`;
const HTTP = web('[hH][tT][tT][pP][sS]?');
const HTTPS = web('[hH][tT][tT][pP][sS]');
/** A mailto: address without spaces or control characters. */
const MAIL = `[mM][aA][iI][lL][tT][oO]:(?!.*${FORBIDDEN_CHAR})[^/].*`;

/** JSON Schema `pattern` of a link field: empty, a site path, http(s) or mailto. */
export const LINK_PATTERN = `^(?:|${SITE_PATH}|${HTTP}|${MAIL})$`;

/** JSON Schema `pattern` of an image address: empty, a site path or https. */
export const IMAGE_URL_PATTERN = `^(?:|${SITE_PATH}|${HTTPS})$`;

const siteOnly = new RegExp(`^${SITE_PATH}$`, 'u');
const link = new RegExp(LINK_PATTERN, 'u');
const image = new RegExp(IMAGE_URL_PATTERN, 'u');
const BASE = 'http://portal.invalid';

/** True when a link field may hold `value` (the same test ajv runs with LINK_PATTERN). */
export function isSafeLink(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && link.test(value);
}

/** True when an image field may hold `value` (the same test ajv runs with IMAGE_URL_PATTERN). */
export function isSafeImageUrl(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && image.test(value);
}

/**
 * Returns `target` as a normalised path on this site, otherwise `fallback`. The input must be a plain
 * site path (see SITE_PATH), and the output is checked again after the URL parser has normalised it,
 * so no form (`/..//evil`, `/\evil`, `%2F%2F`, tabs, lookalike slashes) can lead to another host.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > MAX_URL_LENGTH || !siteOnly.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  if (!result.startsWith('/') || result.startsWith('//') || result.startsWith('/\\')) return fallback;
  return result;
}

/** `href` for a stored link, or undefined when it breaks the link rule (documents saved before the rule). */
export function safeHref(value: string | null | undefined): string | undefined {
  return value && isSafeLink(value) ? value : undefined;
}
