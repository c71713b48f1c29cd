import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../../schemas/languages';

export const LANGUAGE_COOKIE = 'sxz-lang';

function isUiLanguage(value: string | null | undefined): value is UiLanguage {
  return Boolean(value) && (UI_LANGUAGES as readonly string[]).includes(value!);
}

/** The UI language: the `sxz-lang` query parameter, then the cookie, then the default. */
export function pickLanguage(search: string, cookie: string): UiLanguage {
  const fromQuery = new URLSearchParams(search).get('sxz-lang');
  if (isUiLanguage(fromQuery)) return fromQuery;
  const fromCookie = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isUiLanguage(fromCookie)) return fromCookie;
  return DEFAULT_LANGUAGE as UiLanguage;
}

/** The BCP 47 tag for `<html lang>`: zh_CN → zh-CN. */
export function htmlLang(language: string): string {
  return language.replace('_', '-');
}
