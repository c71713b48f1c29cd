import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { siteInfo } from './site-info';
import './site-map.css';

const SiteMapDrawer = lazy(() => import('./SiteMapDrawer'));
const subscribeNever = () => () => undefined;

/** The debug site map (never in production): a small button; the drawer and its route lists load on first open. */
export function SiteMapButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Off in the server render (it knows nothing of the browser's site info), so hydration matches.
  const enabled = useSyncExternalStore(subscribeNever, () => siteInfo().siteMap, () => false);
  if (!enabled) return null;
  return (
    <>
      <button type="button" className="site-map__toggle" aria-expanded={open} aria-controls="site-map" onClick={() => setOpen(!open)}>
        {t('siteMap.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SiteMapDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
