import { describe, expect, it } from 'vitest';
import { checkLink, pageLink } from './link-address';

const SCHOOL = '1100000000000000001';

describe('checkLink', () => {
  it.each([
    ['', { kind: 'empty' }],
    [pageLink(SCHOOL, '1600000000000000009'), { kind: 'page', pageId: '1600000000000000009' }],
    [`/portal/${SCHOOL}/search?cardType=1`, { kind: 'path' }],
    ['/portal/9999999999999999999/home?pageId=1', { kind: 'path' }],
    ['https://example.org/a?b=1', { kind: 'external', host: 'example.org' }],
    ['http://example.org', { kind: 'invalid' }],
    ['javascript:alert(1)', { kind: 'invalid' }],
    ['//evil.example', { kind: 'invalid' }],
    ['/\\evil.example', { kind: 'invalid' }],
    ['https://', { kind: 'invalid' }],
  ])('%s', (value, expected) => {
    expect(checkLink(value, SCHOOL)).toEqual(expected);
  });
});
