import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecommendedBrowser } from './browser';

/** 'Chrome browser recommended' for other browsers; drawn in the browser only. */
export function BrowserBanner() {
  const { t } = useTranslation();
  // The app shell has its own client-only root, so reading the user agent at first render is safe.
  const [show, setShow] = useState(() => typeof navigator !== 'undefined' && !isRecommendedBrowser(navigator.userAgent));
  if (!show) return null;
  return (
    <div className="browser-banner" role="note">
      {t('browser.chromeRecommended')}
      <button type="button" onClick={() => setShow(false)}>{t('browser.dismiss')}</button>
    </div>
  );
}
