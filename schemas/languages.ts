/** Every language the spec supports (§9). zh_CN is the default; ar_SA reads right to left. */
export const SUPPORTED_LANGUAGES = [
  'zh_CN', 'en_US', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR',
] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Languages the UI ships messages for today. */
export const UI_LANGUAGES = ['zh_CN', 'en_US'] as const satisfies readonly Language[];
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh_CN';
export const RTL_LANGUAGES: readonly Language[] = ['ar_SA'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name in that language, so a visitor finds their own whatever the current UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  es_ES: 'Español',
  ru_RU: 'Русский',
  ar_SA: 'العربية',
  pl_PL: 'Polski',
  de_DE: 'Deutsch',
  tr_TR: 'Türkçe',
  fr_FR: 'Français',
  ja_JP: '日本語',
  ko_KR: '한국어',
  pt_BR: 'Português (Brasil)',
};
