import { describe, expect, it } from 'vitest';
import { htmlLang, pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    ['?sxz-lang=en_US', '', 'en_US'],
    ['?sxz-lang=xx_XX', 'sxz-lang=en_US', 'en_US'],
    ['', 'a=1; sxz-lang=en_US', 'en_US'],
    ['?sxz-lang=zh_CN', 'sxz-lang=en_US', 'zh_CN'],
    ['', '', 'zh_CN'],
    ['', 'sxz-lang=fr', 'zh_CN'],
  ])('query %j and cookie %j give %s', (search, cookie, expected) => {
    expect(pickLanguage(search, cookie)).toBe(expected);
  });

  it('turns language codes into html lang tags', () => {
    expect(htmlLang('zh_CN')).toBe('zh-CN');
  });
});
