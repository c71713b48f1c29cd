import { describe, expect, it } from 'vitest';
import { missingLanguages, resolveLocalized } from './localized-text';

describe('resolveLocalized: requested → school default → zh_CN → any present', () => {
  it.each([
    [{ en_US: 'Hello', zh_CN: '你好' }, 'en_US', 'zh_CN', 'Hello'],
    [{ zh_CN: '你好', fr_FR: 'Bonjour' }, 'de_DE', 'fr_FR', 'Bonjour'],
    [{ zh_CN: '你好', ja_JP: 'こんにちは' }, 'de_DE', 'fr_FR', '你好'],
    [{ ja_JP: 'こんにちは' }, 'de_DE', 'fr_FR', 'こんにちは'],
    [{ en_US: '', zh_CN: '你好' }, 'en_US', 'en_US', '你好'],
    [{}, 'en_US', 'zh_CN', ''],
    [undefined, 'en_US', 'zh_CN', ''],
  ] as const)('%j asked in %s (school %s) → %j', (text, requested, schoolDefault, expected) => {
    expect(resolveLocalized(text, requested, schoolDefault)).toBe(expected);
  });
});

describe('missingLanguages', () => {
  it('lists the languages a text lacks or leaves empty', () => {
    expect(missingLanguages({ zh_CN: '你好', en_US: '' }, ['zh_CN', 'en_US', 'ar_SA'])).toEqual(['en_US', 'ar_SA']);
    expect(missingLanguages(undefined, ['zh_CN'])).toEqual(['zh_CN']);
  });
});
