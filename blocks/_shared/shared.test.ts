import { describe, expect, it } from 'vitest';
import { defaultRenderContext } from '../../renderer/context';
import { SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { compactCount, formatDuration } from './format';
import { messages, text } from './messages';
import { currentPath, hrefWith, loginHref } from './page-context';

describe('messages', () => {
  it.each(Object.keys(messages))('%s has a text in all twelve languages', (id) => {
    const message = messages[id as keyof typeof messages] as Record<string, string>;
    expect(SUPPORTED_LANGUAGES.filter((lang) => !message[lang]?.trim())).toEqual([]);
  });

  it.each(Object.keys(messages))('%s uses the same placeholders in every language', (id) => {
    const message = messages[id as keyof typeof messages] as Record<string, string>;
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
    expect(new Set(Object.values(message).map(names)).size).toBe(1);
  });

  it('fills placeholders in the page language', () => {
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
