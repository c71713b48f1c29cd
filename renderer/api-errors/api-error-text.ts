import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '../api';
import { API_ERRORS_NS } from './messages';

// Stable keys are `area.reason`; anything else must not reach into the message tree.
const STABLE_KEY = /^[a-z_]+\.[a-z_]+$/;

/** Keys that share one message: every rate limit reads the same, and so does every refused request part. */
const SHARED_MESSAGE: Record<string, string> = {
  'request.invalid_query': 'request.invalid_body',
  'request.invalid_params': 'request.invalid_body',
  'request.invalid_headers': 'request.invalid_body',
};

/** The message key (namespace `apiErrors`) for a stable error key, or null when it is not one. */
export function apiErrorMessageKey(errorKey: string): string | null {
  if (!STABLE_KEY.test(errorKey)) return null;
  if (errorKey.endsWith('.rate_limited')) return 'rateLimited';
  return SHARED_MESSAGE[errorKey] ?? errorKey;
}

function retryAfterSeconds(error: ApiError): number {
  const seconds = (error.details[0] as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 60;
}

/** The message for a stable error key in the UI language, or null when there is none (`seconds` for rate limits). */
export function errorKeyText(errorKey: string, t: TFunction, seconds = 60): string | null {
  const key = apiErrorMessageKey(errorKey);
  return key ? t(key, { ns: API_ERRORS_NS, defaultValue: '', seconds }) || null : null;
}

/**
 * What to tell the user about a failed call, in the UI language: an API error by its stable key; a
 * request that never got an answer as such. When no message has the key, the server's own message
 * (for a client error) is better than nothing; a server error, or anything else, reads as `fallbackKey`
 * (a key in the caller's namespace) when the caller gives one.
 */
export function apiErrorText(error: unknown, t: TFunction, fallbackKey?: string): string {
  const fallback = (said: string) => (fallbackKey ? t(fallbackKey) : said);
  if (isApiError(error)) {
    const known = errorKeyText(error.key, t, retryAfterSeconds(error));
    if (known) return known;
    return error.status < 500 && error.message ? error.message : fallback(error.message);
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return t('network', { ns: API_ERRORS_NS });
  return fallback(error instanceof Error ? error.message : String(error));
}
