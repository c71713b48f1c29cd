import { describe, expect, it } from 'vitest';
import { portalPageOf } from './routes';

const S = '1100000000000000001';
const C = '2200000000000000001';

describe('portalPageOf', () => {
  it.each([
    [`/portal/${S}/home`, { schoolId: S, code: 'home', params: {} }],
    [`/portal/${S}/search`, { schoolId: S, code: 'search', params: {} }],
    [`/classInfo/${S}/class-view/${C}`, { schoolId: S, code: 'class-view', params: { classId: C } }],
    [`/feedback/${S}`, { schoolId: S, code: 'feedback', params: {} }],
    [`/portal/123/home`, null],
    [`/design/${S}`, null],
    [`/portal/${S}/home/extra`, null],
  ])('%s', (path, expected) => {
    expect(portalPageOf(path)).toEqual(expected);
  });
});
