import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileAgent, mobileTarget } from './mobile-redirect';
import { siteInfo } from './site-info';

/** Phones and tablets on portal paths go to the mobile web portal (MOBILE_PORTAL_URL), unless `noRedirect=true`. */
export function useMobileRedirect(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isMobileAgent(navigator.userAgent)) return;
    const target = mobileTarget(siteInfo().mobilePortalUrl, pathname, search);
    if (target) window.location.replace(target);
  }, [pathname, search]);
}
