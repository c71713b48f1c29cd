import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { BYPASS_FORMS, EXTERNAL_LINKS } from './bypass-forms';
import { IMAGE_URL_PATTERN, isSafeLink, LINK_PATTERN, MAX_URL_LENGTH, safeHref, safeRedirect } from './safe-url';

const SITE = 'https://portal.example';

/** Test names show a form as JSON, long ones cut short. */
const named = (forms: readonly string[]) => forms.map((form) => [JSON.stringify(form).slice(0, 80), form] as const);

/** Where a browser on SITE goes when told to go to `href`. */
function landsOn(href: string): string {
  return new URL(href, `${SITE}/login/index`).origin;
}

describe('safeRedirect', () => {
  it('has at least 40 bypass forms to refuse', () => {
    expect(BYPASS_FORMS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(named(BYPASS_FORMS))('%s stays on the site', (_name, form) => {
    const result = safeRedirect(form);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(result.startsWith('/\\')).toBe(false);
    expect(landsOn(result)).toBe(SITE);
    // A location header of the result is read the same way by a browser.
    expect(new URL(result, SITE).host).toBe('portal.example');
  });

  it.each([
    ['/design/1100000000000000001', '/design/1100000000000000001'],
    ['/portal/1/home?sxz-lang=en_US#top', '/portal/1/home?sxz-lang=en_US#top'],
    ['/search?keyword=%E8%AF%BE%E7%A8%8B&page=2', '/search?keyword=%E8%AF%BE%E7%A8%8B&page=2'],
    ['/search?keyword=课程', '/search?keyword=%E8%AF%BE%E7%A8%8B'],
    ['/portal/1/home?redirect=//evil.example', '/portal/1/home?redirect=//evil.example'],
    ['/login/index?redirect=%2Fportal%2F1%2Fhome', '/login/index?redirect=%2Fportal%2F1%2Fhome'],
    ['/search?keyword=a%2Fb%5Cc', '/search?keyword=a%2Fb%5Cc'],
    ['/a.b/c..d/.e', '/a.b/c..d/.e'],
    ['/', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('answers the fallback it is given for a refused target', () => {
    expect(safeRedirect('/..//evil.example', '/portal/1/home')).toBe('/portal/1/home');
    expect(safeRedirect('//evil.example', '/login/index')).toBe('/login/index');
  });
});

describe('link fields', () => {
  const ajv = new Ajv();
  // As link and image fields declare them: the pattern and the length limit.
  const link = ajv.compile({ type: 'string', maxLength: MAX_URL_LENGTH, pattern: LINK_PATTERN });
  const image = ajv.compile({ type: 'string', maxLength: MAX_URL_LENGTH, pattern: IMAGE_URL_PATTERN });

  it.each(named(BYPASS_FORMS.filter((form) => !EXTERNAL_LINKS.includes(form))))('%s is refused as a link and an image', (_name, form) => {
    expect(isSafeLink(form)).toBe(false);
    expect(link(form)).toBe(false);
    expect(image(form)).toBe(false);
    expect(safeHref(form)).toBeUndefined();
  });

  it.each([
    '',
    '/portal/1100000000000000001/home?pageId=1100000000000000002',
    '/search?keyword=课程',
    'https://www.example.com/a?b=c#d',
    'http://intranet.example/x',
    'mailto:office@school.example',
    'MAILTO:office@school.example?subject=Hello',
  ])('%j is a link', (value) => {
    expect(isSafeLink(value)).toBe(true);
    expect(link(value)).toBe(true);
    expect(safeHref(value || null)).toBe(value || undefined);
  });

  it('takes images from this site or https only', () => {
    expect(image('/api/uploads/a.png')).toBe(true);
    expect(image('https://cdn.example/a.png')).toBe(true);
    expect(image('http://cdn.example/a.png')).toBe(false);
    expect(image('mailto:a@b.example')).toBe(false);
  });

  it('refuses a link longer than the limit', () => {
    expect(isSafeLink(`/${'a'.repeat(2048)}`)).toBe(false);
    expect(isSafeLink(`/${'a'.repeat(2000)}`)).toBe(true);
  });
});
