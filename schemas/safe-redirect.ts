/**
 * Returns `target` when it is a path on this site, otherwise `fallback`. Refuses protocol-relative
 * (`//evil.example`), backslash (`/\evil.example`), scheme (`https:evil.example`, `javascript:`) and
 * control-character tricks, so `redirect` can never lead off the site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
