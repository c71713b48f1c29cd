/** The portal address of a page of the school (the navigation links pages the same way). */
export function pageLink(schoolId: string, pageId: string): string {
  return `/portal/${schoolId}/home?pageId=${encodeURIComponent(pageId)}`;
}

/** What a link field holds: nothing, a page of this school, another same-site path, an https address, or something unsafe. */
export type LinkCheck =
  | { kind: 'empty' }
  | { kind: 'page'; pageId: string }
  | { kind: 'path' }
  | { kind: 'external'; host: string }
  | { kind: 'invalid' };

/**
 * Checks a link the way the block schemas allow it (same-site paths and https only: no javascript:, data:
 * or protocol-relative addresses), and recognizes links to pages of the school.
 */
export function checkLink(value: string, schoolId: string): LinkCheck {
  if (!value) return { kind: 'empty' };
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    const url = new URL(value, 'https://portal.invalid');
    const pageId = url.searchParams.get('pageId');
    if (url.pathname === `/portal/${schoolId}/home` && pageId) return { kind: 'page', pageId };
    return { kind: 'path' };
  }
  if (!value.startsWith('https://')) return { kind: 'invalid' };
  try {
    const { host } = new URL(value);
    return host ? { kind: 'external', host } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}
