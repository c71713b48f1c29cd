import { onAuthFailure } from '../../renderer/api';
import { clearLoginStorage } from '../auth/login-storage';
import { safeRedirect } from '../auth/safe-redirect';
import { fetchClientConfig } from './client-config';

/** The message an embedding page receives when the portal's session ends (spec §8). */
export const LOGOUT_MESSAGE = { type: 'portal:logout' } as const;

interface Browser {
  window: Pick<Window, 'parent' | 'location'> & { self: unknown };
  clear: () => void;
  reloadOnAuthFailure: () => Promise<boolean>;
}

/** Paths of the screens that sign someone in: a failed session under them is theirs to handle. */
const SIGN_IN_PATHS = ['/login/', '/register', '/uniportal/', '/welink/callback', '/hw/callback', '/enterpriseOauth2/callback', '/imc/callback', '/qr-login/', '/oauth2/', '/bigNet/'];

let handling = false;

/**
 * Spec §8, an authentication failure in the shared request path: tell an embedding parent frame,
 * clear the session info this browser keeps, then reload (on a host of the key authReloadHosts) or go
 * to the login page keeping where the user was as `redirect`. Runs once per page.
 */
export async function handleAuthFailure(browser: Browser): Promise<void> {
  if (handling) return;
  handling = true;
  const { window: win } = browser;
  // The message carries no secret, and the parent's origin is unknown to the portal, hence '*'.
  if (win.parent !== win.self) win.parent.postMessage(LOGOUT_MESSAGE, '*');
  browser.clear();
  // Screens that are signing someone in (login, registration, identity callbacks and binding) go on.
  if (SIGN_IN_PATHS.some((path) => win.location.pathname.startsWith(path))) return;
  if (await browser.reloadOnAuthFailure().catch(() => false)) {
    win.location.reload();
    return;
  }
  const here = win.location.pathname + win.location.search;
  win.location.assign(`/login/index?${new URLSearchParams({ redirect: safeRedirect(here) })}`);
}

/** Lets a later failure be handled again (tests). */
export function resetAuthFailure(): void {
  handling = false;
}

/** Installs the handler in the browser app. */
export function installAuthFailureHandler(clearCache: () => void): void {
  onAuthFailure(() => {
    void handleAuthFailure({
      window,
      clear: () => {
        clearLoginStorage();
        clearCache();
      },
      reloadOnAuthFailure: async () => (await fetchClientConfig()).reloadOnAuthFailure,
    });
  });
}
