import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../routes';
import { siteInfo } from './site-info';
import { DEMO_SAMPLES, siteMapOf, type SiteMapEntry } from './site-map';

/** Every route of the main and the store router, each linked with sample ids (the site's home school). */
export default function SiteMapDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [store, setStore] = useState<RouteObject[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    void import('../routes-store').then((m) => setStore(m.storeRoutes));
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);
  const samples = { ...DEMO_SAMPLES, schoolId: siteInfo().homeSchoolId };
  const list = (entries: SiteMapEntry[]) => (
    <ul>
      {entries.map((e) => (
        <li key={e.pattern}><a href={e.href}><code>{e.pattern}</code></a></li>
      ))}
    </ul>
  );
  return (
    <aside id="site-map" className="site-map" aria-labelledby="site-map-title">
      <h2 id="site-map-title" ref={heading} tabIndex={-1}>{t('siteMap.title')}</h2>
      <button type="button" className="site-map__close" onClick={onClose}>{t('siteMap.close')}</button>
      <h3>{t('siteMap.main')}</h3>
      {list(siteMapOf(routes, samples))}
      <h3>{t('siteMap.store')}</h3>
      {store ? list(siteMapOf(store, samples)) : <p>{t('app.loading')}</p>}
    </aside>
  );
}
