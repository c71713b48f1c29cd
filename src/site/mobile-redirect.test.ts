import { describe, expect, it } from 'vitest';
import { isMobileAgent, mobileTarget } from './mobile-redirect';

const BASE = 'https://m.example.com';
const ID = '1100000000000000001';

describe('mobile redirect', () => {
  it('sends portal paths to the mobile portal with the portal parameters carried', () => {
    expect(mobileTarget(BASE, `/portal/${ID}/home`, '?pageId=1200000000000000001&activeIndex=2&subIndex=1&sxz-lang=en_US&isVisit=true&fromType=studyCenterThird&o3src=app&other=x'))
      .toBe(`${BASE}/portal/${ID}/home?pageId=1200000000000000001&activeIndex=2&subIndex=1&sxz-lang=en_US&isVisit=true&fromType=studyCenterThird&o3src=app&schoolId=${ID}`);
    expect(mobileTarget(BASE, `/portal/${ID}/sub-school/1100000000000000002/fans`, '')).toBe(`${BASE}/portal/${ID}/home?schoolId=${ID}`);
  });

  it('sends a search to the search-result page with its keyword', () => {
    expect(mobileTarget(BASE, `/portal/${ID}/search`, '?keyword=sql&sort=1')).toBe(`${BASE}/search-result?keyword=sql&schoolId=${ID}`);
  });

  it('stays with noRedirect=true, off portal paths and without a mobile portal', () => {
    expect(mobileTarget(BASE, `/portal/${ID}/home`, '?noRedirect=true')).toBeNull();
    expect(mobileTarget(BASE, '/login/index', '')).toBeNull();
    expect(mobileTarget(BASE, '/portal/12/home', '')).toBeNull();
    expect(mobileTarget(null, `/portal/${ID}/home`, '')).toBeNull();
  });

  it('knows phone and tablet browsers from desktop ones', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36')).toBe(false);
  });
});
