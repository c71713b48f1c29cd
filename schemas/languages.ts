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
