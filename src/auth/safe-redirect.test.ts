import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/design/1100000000000000001', '/design/1100000000000000001'],
    ['/portal/1/home?sxz-lang=en_US#top', '/portal/1/home?sxz-lang=en_US#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https:evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/\tevil', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
