import { describe, expect, it } from 'vitest';
import { isRecommendedBrowser } from './browser';
import { ANALYTICS_KEY, readAnalyticsConsent, saveAnalyticsConsent } from './cookie-preference';

describe('analytics cookie switch', () => {
  it('is off by default and stored as "true" or "false" only', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readAnalyticsConsent(storage)).toBe(false);
    saveAnalyticsConsent(storage, true);
    expect(store.get(ANALYTICS_KEY)).toBe('true');
    expect(readAnalyticsConsent(storage)).toBe(true);
    saveAnalyticsConsent(storage, false);
    expect(store.get(ANALYTICS_KEY)).toBe('false');
    store.set(ANALYTICS_KEY, 'yes');
    expect(readAnalyticsConsent(storage)).toBe(false);
  });
});

describe('browser banner rule', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', false],
  ])('%s → recommended %s', (ua, expected) => {
    expect(isRecommendedBrowser(ua)).toBe(expected);
  });
});
