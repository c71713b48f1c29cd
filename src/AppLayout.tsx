import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useHeartbeat } from './auth/useHeartbeat';
import { useLanguageFromLink } from './i18n/useLanguageFromLink';
import { SiteMapButton } from './site/SiteMapButton';
import { useMobileRedirect } from './site/useMobileRedirect';

/** The layout around every route: language links switch the UI in place, and a logged-in session keeps its heartbeat. */
export function AppLayout() {
  useLanguageFromLink();
  useHeartbeat();
  useMobileRedirect();
  useEffect(() => {
    // Marks the moment the page is interactive (after hydration), for tests and monitoring alike.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <SiteMapButton />
    </>
  );
}
