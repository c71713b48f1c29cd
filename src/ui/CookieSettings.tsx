import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send } from '../api/client';
import { OPEN_COOKIE_SETTINGS_EVENT, readAnalyticsConsent, saveAnalyticsConsent } from './cookie-preference';

/** Tells the server the answer (knownCookiesAgreement, operation 1 on / 0 off); kept for members, harmless for visitors. */
function recordCookieAnswer(on: boolean): void {
  void send('POST', `/api/assist/v2/agreement/open/knownCookiesAgreement?operation=${on ? 1 : 0}`).catch(() => undefined);
}

/** The cookie-settings dialog: analytics off by default; Reset turns it off, Save and Close stores the choice. */
export function CookieSettings({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [on, setOn] = useState(() => readAnalyticsConsent(localStorage));
  useEffect(() => dialog.current?.showModal?.(), []);
  return (
    <dialog ref={dialog} className="cookie-settings" aria-labelledby="cookie-settings-title" onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <h2 id="cookie-settings-title">{t('cookies.title')}</h2>
      <label>
        <input type="checkbox" role="switch" checked={on} onChange={(e) => setOn(e.target.checked)} />
        {t('cookies.analytics')}
      </label>
      <div className="cookie-settings__actions">
        <button type="button" onClick={() => setOn(false)}>{t('cookies.reset')}</button>
        <button type="button" onClick={() => { saveAnalyticsConsent(localStorage, on); recordCookieAnswer(on); onClose(); }}>{t('cookies.saveClose')}</button>
        <button type="button" onClick={onClose}>{t('cookies.close')}</button>
      </div>
    </dialog>
  );
}

/** Opens the cookie settings when the footer asks. */
export function CookieSettingsHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, show);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, show);
  }, []);
  return open ? <CookieSettings onClose={() => setOpen(false)} /> : null;
}
