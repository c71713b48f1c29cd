import type { TFunction } from 'i18next';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';

/** What to tell the user about a failed call, in their language; failures the server did not explain read as `fallbackKey`. */
export function errorText(t: TFunction, error: unknown, fallbackKey = 'account.errors.failed'): string {
  return apiErrorText(error, t, fallbackKey);
}
