import { FeedbackHost } from '../feedback/FeedbackHost';
import { BrowserBanner } from './BrowserBanner';
import { CookieSettingsHost } from './CookieSettings';
import { Toaster } from './Toaster';

/** App-wide pieces outside the routed page: toasts, the feedback dialog, cookie settings, the browser banner. */
export function AppShell() {
  return (
    <>
      <BrowserBanner />
      <FeedbackHost />
      <CookieSettingsHost />
      <Toaster />
    </>
  );
}
