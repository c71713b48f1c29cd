import { describe, expect, it } from 'vitest';
import { shouldShowBulletin } from './bulletin-rules';

const b = { id: 7, content: 'Maintenance tonight', startTime: '2026-01-01T00:00:00Z', endTime: '2026-01-02T00:00:00Z', status: 1 };
const inside = Date.parse('2026-01-01T12:00:00Z');

describe('bulletin rules', () => {
  it('shows an active bulletin while now lies between start and end', () => {
    expect(shouldShowBulletin(b, inside, null)).toBe(true);
    expect(shouldShowBulletin(b, Date.parse('2025-12-31T23:59:59Z'), null)).toBe(false);
    expect(shouldShowBulletin(b, Date.parse('2026-01-02T00:00:01Z'), null)).toBe(false);
  });

  it('hides one whose status is not 1', () => {
    expect(shouldShowBulletin({ ...b, status: 0 }, inside, null)).toBe(false);
  });

  it('stays hidden once closed, and a new id shows again', () => {
    expect(shouldShowBulletin(b, inside, '7')).toBe(false);
    expect(shouldShowBulletin({ ...b, id: 8 }, inside, '7')).toBe(true);
  });
});
