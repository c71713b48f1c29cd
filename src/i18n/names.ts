import type { Language } from '../../schemas/languages';

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
