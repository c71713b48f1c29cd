import { beforeEach, describe, expect, it } from 'vitest';
import { adoptSchoolLanguage, changeLanguage, i18n, setupI18n } from './index';

const html = document.documentElement;
const clearCookie = () => {
  document.cookie = 'sxz-lang=; path=/; max-age=0';
};

// One i18next instance per test file, as in the app: the tests run in order and build on each other.
describe('setupI18n and changeLanguage', () => {
  beforeEach(clearCookie);

  it('starts in the language of the query, right to left for Arabic, with only that language loaded', async () => {
    await setupI18n({ search: '?sxz-lang=ar_SA', cookie: '' });
    expect(i18n.language).toBe('ar_SA');
    expect(html.lang).toBe('ar-SA');
    expect(html.dir).toBe('rtl');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(i18n.t('time.justNow')).toBe('الآن');
    expect(i18n.hasResourceBundle('zh_CN', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('en_US', 'common')).toBe(false);
    // A language chosen by link is remembered for the next page.
    expect(document.cookie).toContain('sxz-lang=ar_SA');
  });

  it('switches back to left to right after loading the new language', async () => {
    await changeLanguage('de_DE');
    expect(i18n.hasResourceBundle('de_DE', 'common')).toBe(true);
    expect(i18n.language).toBe('de_DE');
    expect(html.lang).toBe('de-DE');
    expect(html.dir).toBe('ltr');
    expect(i18n.t('login.password')).toBe('Passwort');
    expect(document.cookie).toContain('sxz-lang=de_DE');
  });

  it('ends on the last choice when an earlier one is still downloading', async () => {
    const slow = changeLanguage('ko_KR'); // not loaded yet
    const fast = changeLanguage('de_DE'); // already loaded
    await Promise.all([slow, fast]);
    expect(i18n.language).toBe('de_DE');
    expect(html.lang).toBe('de-DE');
    expect(document.cookie).toContain('sxz-lang=de_DE');
  });

  it('keeps namespaces that others add, such as the designer’s', async () => {
    i18n.addResourceBundle('fr_FR', 'editor', { palette: { title: 'Blocs' } });
    await changeLanguage('fr_FR');
    expect(i18n.t('palette.title', { ns: 'editor' })).toBe('Blocs');
    expect(i18n.t('nav.home')).toBe('Accueil');
  });

  it('does not write the cookie when the language was not chosen', async () => {
    await setupI18n({ search: '', cookie: '' });
    expect(i18n.language).toBe('zh_CN');
    expect(html.dir).toBe('ltr');
    expect(document.cookie).not.toContain('sxz-lang');
  });

  it('adopts the school setting unless the visitor chose a language', async () => {
    await adoptSchoolLanguage({ overseas: true }, '', '');
    expect(i18n.language).toBe('en_US');
    expect(i18n.t('nav.home')).toBe('Home');
    await adoptSchoolLanguage({ schoolDefault: 'es_ES' }, '', 'sxz-lang=ja_JP');
    expect(i18n.language).toBe('ja_JP');
    expect(html.lang).toBe('ja-JP');
    expect(document.cookie).not.toContain('sxz-lang');
  });
});
