import { describe, expect, it } from 'vitest';
import { RANKING_PERIOD } from '../../../schemas/enums';
import { periodWindow } from './periods';

describe('ranking period windows', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  it('latest month is the last 30 days; total is open', () => {
    expect(periodWindow(RANKING_PERIOD.latestMonth, now)).toEqual({ from: new Date('2026-02-13T10:00:00Z') });
    expect(periodWindow(RANKING_PERIOD.total, now)).toEqual({});
  });
  it('last year and this year are UTC calendar years', () => {
    expect(periodWindow(RANKING_PERIOD.lastYear, now)).toEqual({ from: new Date('2025-01-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') });
    expect(periodWindow(RANKING_PERIOD.thisYear, now)).toEqual({ from: new Date('2026-01-01T00:00:00Z') });
  });
});
