import { describe, expect, it } from 'vitest';
import { SYSTEM_PAGE_CODES } from '../../blocks/system-pages';
import { pageNameIn } from '../i18n';
import { filterPageOptions, pageOptions } from './page-options';

const pages = [
  { id: '2', code: 'custom-1', name: { en_US: 'Open day', zh_CN: '开放日' }, releasedVersion: null },
  { id: '1', code: 'home', name: { zh_CN: '首页', en_US: 'Home', ar_SA: 'الرئيسية' }, releasedVersion: 1 },
  { id: '3', code: 'search', name: { zh_CN: '搜索' }, releasedVersion: null },
];

describe('page switcher entries', () => {
  it('lists every system page code of the registry first, in its order, then the school’s own pages', () => {
    const options = pageOptions(pages, SYSTEM_PAGE_CODES, (p) => pageNameIn(p.name, 'en_US'));
    expect(options.slice(0, SYSTEM_PAGE_CODES.length).map((o) => o.code)).toEqual([...SYSTEM_PAGE_CODES]);
    expect(options.at(-1)).toEqual({ id: '2', code: 'custom-1', name: 'Open day', system: false });
    expect(options.find((o) => o.code === 'home')).toEqual({ id: '1', code: 'home', name: 'Home', system: true });
  });

  it('keeps a system code the school has no page for, without an id, named by its code', () => {
    const options = pageOptions(pages, ['home', 'brand-new'], (p) => pageNameIn(p.name, 'en_US'));
    expect(options[1]).toEqual({ id: null, code: 'brand-new', name: 'brand-new', system: true });
  });

  it('searches names and codes, ignoring case and accents', () => {
    const options = pageOptions(pages, ['home', 'search'], (p) => pageNameIn(p.name, 'en_US'));
    expect(filterPageOptions(options, 'OPEN').map((o) => o.id)).toEqual(['2']);
    expect(filterPageOptions(options, 'custom day').map((o) => o.id)).toEqual(['2']);
    expect(filterPageOptions(options, 'sé').map((o) => o.code)).toEqual(['search']);
    expect(filterPageOptions(options, '  ')).toHaveLength(3);
  });
});

describe('page names in the designer', () => {
  const name = { ar_SA: 'الرئيسية', fr_FR: 'Accueil', zh_CN: '首页', en_US: 'Home' };
  it('follow the UI language first', () => {
    expect(pageNameIn(name, 'en_US', ['ar_SA'])).toBe('Home');
    expect(pageNameIn(name, 'zh_CN', ['ar_SA'])).toBe('首页');
  });
  it('fall back by the school’s language order, then zh_CN, then any', () => {
    expect(pageNameIn(name, 'de_DE', ['fr_FR', 'ar_SA'])).toBe('Accueil');
    expect(pageNameIn(name, 'de_DE', ['ja_JP', 'ar_SA'])).toBe('الرئيسية');
    expect(pageNameIn(name, 'de_DE', [])).toBe('首页');
    expect(pageNameIn({ ko_KR: '', ru_RU: 'Главная' }, 'de_DE', ['ko_KR'])).toBe('Главная');
    expect(pageNameIn('Plain', 'de_DE')).toBe('Plain');
    expect(pageNameIn(null, 'de_DE')).toBe('');
  });
});
