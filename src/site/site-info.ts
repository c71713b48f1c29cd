import type { LocalizedText } from '../../schemas/localized-text';

/** What the server tells the browser about this host (server/site-settings.ts `siteInfoFor`). */
export interface SiteInfo {
  storeMode: boolean;
  mobilePortalUrl: string | null;
  hostTitle: LocalizedText | null;
  homeSchoolId: string;
  siteMap: boolean;
}

declare global {
  interface Window {
    __SITE__?: SiteInfo;
  }
}

const DEFAULT_SITE: SiteInfo = { storeMode: false, mobilePortalUrl: null, hostTitle: null, homeSchoolId: '1100000000000000001', siteMap: false };

/** The site info the server wrote into the page (defaults when there is none, as in tests and the server render). */
export function siteInfo(): SiteInfo {
  return (typeof window !== 'undefined' && window.__SITE__) || DEFAULT_SITE;
}
