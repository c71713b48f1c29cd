import { DEFAULT_LANGUAGE, RTL_LANGUAGES, SUPPORTED_LANGUAGES, type Language } from '../../schemas/languages';

/** Name of the query parameter and of the cookie that carry the visitor's language (spec §2, §9). */
export const LANGUAGE_PARAM = 'sxz-lang';
export const LANGUAGE_COOKIE = 'sxz-lang';

/** The default language of an overseas school when it sets none (spec §9). */
export const OVERSEAS_LANGUAGE: Language = 'en_US';

/** Where a language may come from, strongest first; every field is optional and may be junk. */
export interface LanguageSources {
  /** The `sxz-lang` query parameter's value. */
  query?: string | null;
  /** The `sxz-lang` cookie's value. */
  cookie?: string | null;
  /** The school's language setting. */
  schoolDefault?: string | null;
  /** Overseas schools default to en_US instead of zh_CN. */
  overseas?: boolean;
}

/** A supported language code for a loosely written one (`en-us` → en_US), or null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  // School settings and hand-made links sometimes use BCP 47 tags or other casing.
  const wanted = value?.trim().replace('-', '_').toLowerCase();
  if (!wanted) return null;
  return SUPPORTED_LANGUAGES.find((lang) => lang.toLowerCase() === wanted) ?? null;
}

/** The UI language by the spec's order: query parameter, cookie, school setting, then zh_CN (en_US when overseas). */
export function resolveLanguage({ query, cookie, schoolDefault, overseas = false }: LanguageSources): Language {
  return (
    normalizeLanguage(query) ??
    normalizeLanguage(cookie) ??
    normalizeLanguage(schoolDefault) ??
    (overseas ? OVERSEAS_LANGUAGE : DEFAULT_LANGUAGE)
  );
}

/** The raw `sxz-lang` value of a query string such as `location.search`. */
export function queryLanguage(search: string): string | null {
  return new URLSearchParams(search).get(LANGUAGE_PARAM);
}

/** The raw `sxz-lang` value of a cookie header such as `document.cookie`. */
export function cookieLanguage(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null; // a malformed cookie is no choice at all
    }
  }
  return null;
}

/** The UI language from a query string and a cookie header, then the school's setting. */
export function pickLanguage(
  search: string,
  cookieHeader: string,
  school: Pick<LanguageSources, 'schoolDefault' | 'overseas'> = {},
): Language {
  return resolveLanguage({ query: queryLanguage(search), cookie: cookieLanguage(cookieHeader), ...school });
}

/** The BCP 47 tag for `<html lang>` and Intl: ar_SA → ar-SA. */
export function htmlLang(language: string): string {
  return language.replace('_', '-');
}

/** The writing direction of a language: ar_SA reads right to left. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
