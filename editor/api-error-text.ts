import type { TFunction } from 'i18next';
import { ApiError } from './api';

/**
 * A failed call in the designer's language: an API error by its stable key (`apiErrors.<key>`), a request
 * that never reached the server as such; otherwise the server's own message, which is better than nothing.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    // Keys are `area.reason`; anything else must not reach into the message tree.
    if (/^[a-z_]+\.[a-z_]+$/.test(error.key)) return t(`apiErrors.${error.key}`, { defaultValue: error.message });
    return error.message;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return t('apiErrors.network');
  return error instanceof Error ? error.message : String(error);
}
