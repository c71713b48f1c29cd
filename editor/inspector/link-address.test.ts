import { describe, expect, it } from 'vitest';
import { BYPASS_FORMS, EXTERNAL_LINKS } from '../../schemas/bypass-forms';
import { checkLink, pageLink } from './link-address';

const SCHOOL = '1100000000000000001';

describe('checkLink', () => {
  it.each([
    ['', { kind: 'empty' }],
    [pageLink(SCHOOL, '1600000000000000009'), { kind: 'page', pageId: '1600000000000000009' }],
    [`/portal/${SCHOOL}/search?cardType=1`, { kind: 'path' }],
    ['/portal/9999999999999999999/home?pageId=1', { kind: 'path' }],
    ['https://example.org/a?b=1', { kind: 'external', host: 'example.org' }],
    ['http://example.org', { kind: 'external', host: 'example.org' }],
    ['mailto:office@school.example?subject=Hi', { kind: 'external', host: 'office@school.example' }],
    ['/..//evil.example', { kind: 'invalid' }],
    ['/%2F%2Fevil.example', { kind: 'invalid' }],
    ['data:text/html,x', { kind: 'invalid' }],
    ['javascript:alert(1)', { kind: 'invalid' }],
    ['//evil.example', { kind: 'invalid' }],
    ['/\\evil.example', { kind: 'invalid' }],
    ['https://', { kind: 'invalid' }],
  ])('%s', (value, expected) => {
    expect(checkLink(value, SCHOOL)).toEqual(expected);
  });
});

describe('checkLink against the bypass table', () => {
  it('calls every bypass form but plain addresses elsewhere invalid', () => {
    const accepted = BYPASS_FORMS.filter((form) => checkLink(form, SCHOOL).kind !== 'invalid');
    expect(accepted).toEqual(EXTERNAL_LINKS);
  });
});
