/** The local-storage key of the analytics cookie switch. */
export const ANALYTICS_KEY = 'analyticsCookies';
/** The DOM event that opens the cookie-settings dialog (sent by the footer of overseas o3 schools). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'portal:open-cookie-settings';

/** The stored switch: only "true" is on; anything else (nothing stored) is off. */
export function readAnalyticsConsent(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(ANALYTICS_KEY) === 'true';
}

/** Stores the switch as "true" or "false", its only two values. */
export function saveAnalyticsConsent(storage: Pick<Storage, 'setItem'>, on: boolean): void {
  storage.setItem(ANALYTICS_KEY, on ? 'true' : 'false');
}
