import { describe, expect, it } from 'vitest';
import { isStoreHost, loadSiteSettings, siteInfoFor } from './site-settings';

describe('site settings', () => {
  it('has defaults that change nothing: no mobile redirect, no store, the demo school at home, the site map outside production', () => {
    expect(loadSiteSettings({})).toEqual({ mobilePortalUrl: null, hostTitles: {}, unionLeaderSkipHosts: [], storeMode: 'off', homeSchoolId: '1100000000000000001', siteMapDrawer: true });
    expect(loadSiteSettings({ NODE_ENV: 'production', SITE_MAP_DRAWER: 'true' }).siteMapDrawer).toBe(false);
    expect(loadSiteSettings({ SITE_MAP_DRAWER: 'false' }).siteMapDrawer).toBe(false);
  });

  it('reads store mode for every host or for listed hosts, ports aside', () => {
    const listed = loadSiteSettings({ STORE_MODE: 'Store.example, market.example' });
    expect([isStoreHost(listed, 'store.example:8080'), isStoreHost(listed, 'market.example'), isStoreHost(listed, 'portal.example')]).toEqual([true, true, false]);
    expect(isStoreHost(loadSiteSettings({ STORE_MODE: 'on' }), 'any.example')).toBe(true);
    expect(isStoreHost(loadSiteSettings({ STORE_MODE: 'off' }), 'any.example')).toBe(false);
  });

  it('gives each host its title and trims the mobile portal URL', () => {
    const settings = loadSiteSettings({ HOST_TITLES: '{"Learn.Example":{"en_US":"Learn","zh_CN":"学习"}}', MOBILE_PORTAL_URL: 'https://m.example/app/' });
    expect(siteInfoFor(settings, 'learn.example:443')).toMatchObject({ hostTitle: { en_US: 'Learn', zh_CN: '学习' }, mobilePortalUrl: 'https://m.example/app', storeMode: false });
    expect(siteInfoFor(settings, 'other.example').hostTitle).toBeNull();
  });

  it('refuses bad values with the setting\'s name', () => {
    expect(() => loadSiteSettings({ MOBILE_PORTAL_URL: 'ftp://m.example' })).toThrow(/MOBILE_PORTAL_URL/);
    expect(() => loadSiteSettings({ MOBILE_PORTAL_URL: 'https://m.example/?a=1' })).toThrow(/MOBILE_PORTAL_URL/);
    expect(() => loadSiteSettings({ HOST_TITLES: '[1]' })).toThrow(/HOST_TITLES/);
    expect(() => loadSiteSettings({ HOST_TITLES: '{"a.example":{"xx_XX":"A"}}' })).toThrow(/HOST_TITLES: the title of "a.example"/);
    expect(() => loadSiteSettings({ HOST_TITLES: 'not json' })).toThrow(/HOST_TITLES/);
    expect(() => loadSiteSettings({ PORTAL_HOME_SCHOOL_ID: '42' })).toThrow(/PORTAL_HOME_SCHOOL_ID/);
  });
});
