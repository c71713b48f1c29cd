import { describe, expect, it } from 'vitest';
import { fixedLinks, footerContact, footerModifiers, footerTemplate, type FooterData } from './footer-data';

const data = (over: Partial<FooterData> = {}): FooterData => ({
  templates: [], VersionInformationSwitch: '0', helpCenterJumpSchool: '', contactHidden: false, mobileSupportPhone: null, overseas: false,
  contact: [{ configValue: JSON.stringify({ servicePhone: '400', serviceEmail: '', serviceWeChat: '' }) }, { configValue: '1' }],
  ...over,
});

describe('footer rules', () => {
  it('uses the template marked used, else the default (also without data)', () => {
    expect(footerTemplate(undefined).templateType).toBe(1);
    expect(footerTemplate(data({ templates: [{ templateType: 2, isUsed: false }] })).templateType).toBe(1);
    expect(footerTemplate(data({ templates: [{ templateType: 1, isUsed: false }, { templateType: 2, isUsed: true }] })).templateType).toBe(2);
  });

  it('shows contact only with switch "1", one detail set and a host not on the white list', () => {
    expect(footerContact(data())).toEqual({ servicePhone: '400', serviceEmail: '', serviceWeChat: '' });
    expect(footerContact(data({ contactHidden: true }))).toBeNull();
    expect(footerContact(data({ contact: [data().contact[0]!, { configValue: '0' }] }))).toBeNull();
    expect(footerContact(data({ contact: [{ configValue: '{"servicePhone":""}' }, { configValue: '1' }] }))).toBeNull();
    expect(footerContact(data({ contact: [{ configValue: 'not json' }, { configValue: '1' }] }))).toBeNull();
  });

  it('links the help center to the named school, the guides by type, and the o3 cookie policy', () => {
    expect(fixedLinks(data(), 'standard')).toEqual({
      helpCenter: '/helpCenter/helpPage.htm', studentGuide: '/helpCenter/helpPage.htm?type=1', adminGuide: '/helpCenter/helpPage.htm?type=2',
      privacy: '/privacy', cookiePolicy: '/commonUsage/cookiePolicy.htm',
    });
    const o3 = fixedLinks(data({ helpCenterJumpSchool: '1100000000000000009' }), 'o3');
    expect(o3.helpCenter).toBe('/portal/1100000000000000009');
    expect(o3.cookiePolicy).toBe('/commonUsage/cookiePolicy.htm?schoolType=o3');
  });

  it('is fixed on /search paths and narrower on /design', () => {
    expect(footerModifiers('/portal/1/search', 'view')).toEqual(['page-footer--fixed']);
    expect(footerModifiers('/design/1', 'edit')).toEqual(['page-footer--narrow']);
    expect(footerModifiers('/portal/1/home', 'view')).toEqual([]);
  });
});
