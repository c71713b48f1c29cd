import { describe, expect, it } from 'vitest';
import { loginSchoolId } from './ExternalLogin';

const S = '1100000000000000001';

describe('loginSchoolId', () => {
  it.each([
    [`schoolId=${S}`, S],
    [`redirect=${encodeURIComponent(`/portal/${S}/home`)}`, S],
    [`redirect=${encodeURIComponent(`/portal/${S}`)}`, S],
    [`redirect=${encodeURIComponent(`/portal/${S}?x=1`)}`, S],
    ['schoolId=123', null],
    [`redirect=${encodeURIComponent(`/design/${S}`)}`, null],
    [`redirect=${encodeURIComponent(`/portal/${S}0/home`)}`, null],
    ['', null],
  ])('%s', (query, expected) => {
    expect(loginSchoolId(new URLSearchParams(query))).toBe(expected);
  });
});
