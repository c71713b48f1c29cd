import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../schemas/languages';
import { htmlLang, LANGUAGE_COOKIE, normalizeLanguage, pickLanguage, queryLanguage, textDirection, type LanguageSources } from './language';
import { loadMessages } from './messages';
import { loadBlockMessages } from '../../blocks/_shared/messages';
import { API_ERRORS_NS, ensureApiErrorMessages, loadApiErrorMessages } from '../../renderer/api-errors/messages';

/** The app's i18next instance; the designer adds its own 'editor' namespace to it with addResourceBundle. */
export { i18n };

/** The app's namespace. */
export const COMMON_NS = 'common';

/** Inputs of setupI18n; the defaults read the browser's address and cookies. */
export interface SetupOptions extends Pick<LanguageSources, 'schoolDefault' | 'overseas'> {
  search?: string;
  cookie?: string;
}

// Counts language switches so that a slow download cannot undo a later choice.
let latestSwitch = 0;

/** Picks the language, loads only its messages and starts i18next; await it before the first render. */
export async function setupI18n(options: SetupOptions = {}): Promise<typeof i18n> {
  const search = options.search ?? window.location.search;
  const cookie = options.cookie ?? document.cookie;
  const lng = pickLanguage(search, cookie, { schoolDefault: options.schoolDefault, overseas: options.overseas });
  if (i18n.isInitialized) {
    await switchTo(lng);
  } else {
    const [messages, apiErrors] = await Promise.all([loadMessages(lng), loadApiErrorMessages(lng)]);
    i18n.on('languageChanged', applyToDocument);
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      resources: { [lng]: { [COMMON_NS]: messages, [API_ERRORS_NS]: apiErrors } },
      ns: [COMMON_NS, API_ERRORS_NS],
      defaultNS: COMMON_NS,
      interpolation: { escapeValue: false }, // React escapes
    });
    applyToDocument(lng);
  }
  // A language chosen by link stays when the visitor moves on to pages whose links lack the parameter.
  if (normalizeLanguage(queryLanguage(search))) rememberLanguage(lng);
  return i18n;
}

/** The visitor's choice: loads the language's messages, switches to it and remembers it in the cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  if (await switchTo(language)) rememberLanguage(language);
}

/** Applies the school's language setting once it is known, unless the query or the cookie chose one. */
export async function adoptSchoolLanguage(
  school: Pick<LanguageSources, 'schoolDefault' | 'overseas'>,
  search = window.location.search,
  cookie = document.cookie,
): Promise<void> {
  await switchTo(pickLanguage(search, cookie, school));
}

/** Makes sure a language's messages (the app's and the API errors') are loaded, without switching to it. */
export async function ensureMessages(language: Language): Promise<void> {
  const common = i18n.hasResourceBundle(language, COMMON_NS) ? null : loadMessages(language);
  await ensureApiErrorMessages(i18n, language);
  if (common) i18n.addResourceBundle(language, COMMON_NS, await common, true, true);
}

/** Switches after loading; false when a later switch overtook this one. */
async function switchTo(language: Language): Promise<boolean> {
  const ticket = ++latestSwitch;
  // The blocks' messages come with the app's, so the page redraws once, in the new language.
  await Promise.all([ensureMessages(language), loadBlockMessages(language)]);
  if (ticket !== latestSwitch) return false;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return true;
}

function applyToDocument(language: string): void {
  const root = document.documentElement;
  root.lang = htmlLang(language);
  root.dir = textDirection(language);
}

function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
