import { describe, expect, it } from 'vitest';
import { defaultRenderContext } from '../../renderer/context';
import { SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { compactCount, formatDuration } from './format';
import { loadBlockMessages, text } from './messages';
import { currentPath, hrefWith, loginHref } from './page-context';

const locales = import.meta.glob<Record<string, string>>('./messages/locales/*.json', { eager: true, import: 'default' });
const byLanguage = Object.fromEntries(Object.entries(locales).map(([path, table]) => [path.match(/(\w+)\.json$/)![1]!, table]));
const reference = byLanguage.zh_CN!;
const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();

describe('block messages', () => {
  it('has one file per supported language', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the ids of zh_CN, none empty, with the same placeholders', (lang) => {
    const table = byLanguage[lang]!;
    expect(Object.keys(table).sort()).toEqual(Object.keys(reference).sort());
    expect(Object.keys(table).filter((id) => !table[id]?.trim())).toEqual([]);
    expect(Object.keys(table).filter((id) => names(table[id]!) !== names(reference[id]!))).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES.filter((lang) => lang !== 'en_US'))('%s is its own language, not English copied', (lang) => {
    const english = byLanguage.en_US!;
    // Brand names read the same in every language, and some words are the same in both ("{count} points" in French).
    const same = ['footer.wechat', ...(lang === 'fr_FR' ? ['ranking.points'] : [])];
    const copied = Object.keys(english).filter((id) => !same.includes(id) && english[id]!.length > 12 && byLanguage[lang]![id] === english[id]);
    expect(copied).toEqual([]);
  });

  it('fills placeholders in the page language', async () => {
    await loadBlockMessages('de_DE');
    expect(text('card.learners', { ...defaultRenderContext, locale: 'de_DE' }, { count: '1.2k' })).toBe('1.2k Lernende');
  });
});

describe('format', () => {
  it.each([[999, '999'], [1000, '1k'], [1999, '1.9k'], [999999, '999.9k'], [20000000, '9999k'], [-1500, '-1.5k']])('compactCount(%d) = %s', (n, s) => {
    expect(compactCount(n)).toBe(s);
  });
  it.each([[0, '00:00:00'], [59, '00:00:59'], [3725, '01:02:05'], [360000, '100:00:00'], [-4, '00:00:00']])('formatDuration(%d) = %s', (n, s) => {
    expect(formatDuration(n)).toBe(s);
  });
});

describe('page context', () => {
  const ctx = { ...defaultRenderContext, schoolId: '1100000000000000001', routeParams: { code: 'class-view', classId: '1400000000000000001' }, query: { a: '1' } };
  it('rebuilds the path from the page code, and prefers a path the host gives', () => {
    expect(currentPath(ctx)).toBe('/portal/1100000000000000001/class-view/1400000000000000001');
    expect(currentPath({ ...ctx, path: '/portal/1100000000000000001/sub-school/2/home' } as never)).toBe('/portal/1100000000000000001/sub-school/2/home');
  });
  it('changes the query, removing emptied keys', () => {
    expect(hrefWith('/p', { a: '1', b: '2' }, { b: null, c: 3 })).toBe('/p?a=1&c=3');
    expect(hrefWith('/p', {}, {})).toBe('/p');
  });
  it('sends login back here', () => {
    expect(loginHref(ctx)).toBe(`/login/index?redirect=${encodeURIComponent('/portal/1100000000000000001/class-view/1400000000000000001?a=1')}`);
  });
});
