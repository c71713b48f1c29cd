import type { i18n as I18n } from 'i18next';
import { isLanguage, type Language } from '../../schemas/languages';
import type zhCN from './messages/zh_CN.json';

/**
 * The i18next namespace of the API's error messages. The app and the designer both add it (the app with
 * its own messages, the designer with its), so any screen words a failure the same way.
 */
export const API_ERRORS_NS = 'apiErrors';

/** The API error messages in one language, by stable error key (`area.reason`); zh_CN.json is the reference. */
export type ApiErrorMessages = typeof zhCN;

/** Loads one language's API error messages; each language is its own chunk, so only the current one is downloaded. */
export async function loadApiErrorMessages(language: Language): Promise<ApiErrorMessages> {
  // The check keeps a code from the URL or a cookie from naming any other file.
  if (!isLanguage(language)) throw new RangeError(`No API error messages for unsupported language "${String(language)}"`);
  const module = (await import(`./messages/${language}.json`)) as { default: ApiErrorMessages };
  return module.default;
}

/** Adds a language's API error messages to an i18next instance unless it has them. */
export async function ensureApiErrorMessages(i18n: I18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, API_ERRORS_NS)) return;
  i18n.addResourceBundle(language, API_ERRORS_NS, await loadApiErrorMessages(language), true, false);
}
