/** The query parameters a mobile redirect carries (spec §2 "Query parameters" of portal pages, and a search's keyword). */
export const CARRIED_PARAMS = ['pageId', 'activeIndex', 'subIndex', 'sxz-lang', 'isVisit', 'fromType', 'o3src', 'noRedirect', 'keyword'] as const;

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|Windows Phone/i;
const PORTAL_PATH = /^\/portal\/([1-9][0-9]{18})(\/.*)?$/;

/** Whether a user agent is a phone's or a tablet's browser. */
export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * Where a mobile browser on a portal path goes: the mobile portal's page of the school, or its
 * search-result page for a search, with the portal query parameters carried. Null when the path is
 * no portal path, there is no mobile portal, or `noRedirect=true` asks to stay.
 */
export function mobileTarget(base: string | null, pathname: string, search: string): string | null {
  if (!base) return null;
  const match = PORTAL_PATH.exec(pathname);
  if (!match) return null;
  const query = new URLSearchParams(search);
  if (query.get('noRedirect') === 'true') return null;
  const carried = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = query.get(name);
    if (value !== null) carried.set(name, value);
  }
  carried.set('schoolId', match[1]!);
  const page = /^\/search\/?$/.test(match[2] ?? '') ? 'search-result' : `portal/${match[1]}/home`;
  return `${base}/${page}?${carried}`;
}
