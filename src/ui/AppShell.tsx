import { FeedbackHost } from '../feedback/FeedbackHost';
import { AgreementGate } from '../platform/AgreementGate';
import { BrowserBanner } from './BrowserBanner';
import { CookieSettingsHost } from './CookieSettings';
import { Toaster } from './Toaster';

/** App-wide pieces outside the routed page: toasts, the feedback dialog, cookie settings, the browser banner, the agreements to sign. */
export function AppShell() {
  return (
    <>
      <BrowserBanner />
      <FeedbackHost />
      <CookieSettingsHost />
      <Toaster />
      <AgreementGate />
    </>
  );
}
