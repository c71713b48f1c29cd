import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../schemas/languages';
import { SYSTEM_PAGES } from './system-pages';

describe('system pages', () => {
  it.each(SYSTEM_PAGES.map((page) => [page.code, page.name] as const))('%s is named in every supported language', (_code, name) => {
    expect(SUPPORTED_LANGUAGES.filter((language) => !name[language]?.trim())).toEqual([]);
    const others = SUPPORTED_LANGUAGES.filter((language) => language !== 'en_US' && language !== 'zh_CN');
    expect(others.filter((language) => name[language] === name.en_US)).toEqual([]);
  });
});
