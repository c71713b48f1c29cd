import { isSafeLink } from '../../schemas/safe-url';

/** The portal address of a page of the school (the navigation links pages the same way). */
export function pageLink(schoolId: string, pageId: string): string {
  return `/portal/${schoolId}/home?pageId=${encodeURIComponent(pageId)}`;
}

/** What a link field holds: nothing, a page of this school, another same-site path, an address elsewhere (http, https, mailto), or something unsafe. */
export type LinkCheck =
  | { kind: 'empty' }
  | { kind: 'page'; pageId: string }
  | { kind: 'path' }
  | { kind: 'external'; host: string }
  | { kind: 'invalid' };

/**
 * Checks a link by the one rule of link fields (schemas/safe-url.ts: site paths, http(s) and mailto;
 * no javascript:, data:, protocol-relative or dot-segment tricks), and recognizes links to pages of the school.
 */
export function checkLink(value: string, schoolId: string): LinkCheck {
  if (!value) return { kind: 'empty' };
  if (!isSafeLink(value)) return { kind: 'invalid' };
  if (value.startsWith('/')) {
    const url = new URL(value, 'https://portal.invalid');
    const pageId = url.searchParams.get('pageId');
    if (url.pathname === `/portal/${schoolId}/home` && pageId) return { kind: 'page', pageId };
    return { kind: 'path' };
  }
  if (/^mailto:/i.test(value)) return { kind: 'external', host: value.slice('mailto:'.length).split('?')[0]! };
  try {
    const { host } = new URL(value);
    return host ? { kind: 'external', host } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}
