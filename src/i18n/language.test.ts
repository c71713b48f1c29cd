import { describe, expect, it } from 'vitest';
import { cookieLanguage, htmlLang, normalizeLanguage, pickLanguage, resolveLanguage, textDirection, type LanguageSources } from './language';

describe('resolveLanguage', () => {
  it.each<[string, LanguageSources, string]>([
    ['the query first', { query: 'ar_SA', cookie: 'de_DE', schoolDefault: 'fr_FR', overseas: true }, 'ar_SA'],
    ['then the cookie', { query: null, cookie: 'de_DE', schoolDefault: 'fr_FR' }, 'de_DE'],
    ['skipping an unknown query value', { query: 'xx_XX', cookie: 'ja_JP' }, 'ja_JP'],
    ['then the school setting', { schoolDefault: 'ko_KR' }, 'ko_KR'],
    ['the school setting before the overseas default', { schoolDefault: 'pt_BR', overseas: true }, 'pt_BR'],
    ['then en_US for overseas schools', { cookie: 'fr', overseas: true }, 'en_US'],
    ['then zh_CN', { query: '', cookie: '', schoolDefault: null }, 'zh_CN'],
    ['zh_CN for nothing at all', {}, 'zh_CN'],
    ['BCP 47 tags and other casing', { query: 'es-es' }, 'es_ES'],
    ['a bare language is no choice', { query: 'fr', schoolDefault: 'tr-TR' }, 'tr_TR'],
  ])('takes %s', (_label, sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });
});

describe('pickLanguage', () => {
  it.each([
    ['?sxz-lang=en_US', '', 'en_US'],
    ['?sxz-lang=xx_XX', 'sxz-lang=en_US', 'en_US'],
    ['', 'a=1; sxz-lang=pl_PL', 'pl_PL'],
    ['?page=2&sxz-lang=zh_CN', 'sxz-lang=en_US', 'zh_CN'],
    ['', 'sxz-lang=ru%5FRU', 'ru_RU'],
    ['', 'sxz-lang=%E0%A4%A', 'zh_CN'],
    ['', 'other-sxz-lang=de_DE', 'zh_CN'],
    ['', '', 'zh_CN'],
    ['', 'sxz-lang=fr', 'zh_CN'],
  ])('query %j and cookie %j give %s', (search, cookie, expected) => {
    expect(pickLanguage(search, cookie)).toBe(expected);
  });

  it('falls back to the school setting, then the overseas default', () => {
    expect(pickLanguage('', '', { schoolDefault: 'de_DE' })).toBe('de_DE');
    expect(pickLanguage('', '', { overseas: true })).toBe('en_US');
    expect(pickLanguage('', 'sxz-lang=ja_JP', { overseas: true })).toBe('ja_JP');
  });
});

describe('language helpers', () => {
  it.each([
    ['zh_CN', 'zh-CN', 'ltr'],
    ['ar_SA', 'ar-SA', 'rtl'],
    ['pt_BR', 'pt-BR', 'ltr'],
  ])('%s is <html lang="%s" dir="%s">', (language, lang, dir) => {
    expect(htmlLang(language)).toBe(lang);
    expect(textDirection(language)).toBe(dir);
  });

  it.each([
    ['sxz-lang=de_DE', 'de_DE'],
    ['x=1;sxz-lang=a=b', 'a=b'],
    ['x=1', null],
  ])('reads cookie %j as %j', (header, expected) => {
    expect(cookieLanguage(header)).toBe(expected);
  });

  it.each([
    ['ko_KR', 'ko_KR'],
    [' KO-kr ', 'ko_KR'],
    ['ko', null],
    ['', null],
    [undefined, null],
  ])('normalizes %j to %j', (value, expected) => {
    expect(normalizeLanguage(value)).toBe(expected);
  });
});
