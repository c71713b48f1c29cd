import { describe, expect, it } from 'vitest';
import { hidesHeaderAndFooter } from './page-context';

describe('hidesHeaderAndFooter', () => {
  it('hides them for fromType=studyCenterThird, but never in the designer', () => {
    expect(hidesHeaderAndFooter({ mode: 'view', query: { fromType: 'studyCenterThird' } })).toBe(true);
    expect(hidesHeaderAndFooter({ mode: 'preview', query: { fromType: 'studyCenterThird' } })).toBe(true);
    expect(hidesHeaderAndFooter({ mode: 'edit', query: { fromType: 'studyCenterThird' } })).toBe(false);
    expect(hidesHeaderAndFooter({ mode: 'view', query: { fromType: 'portal' } })).toBe(false);
    expect(hidesHeaderAndFooter({ mode: 'view' })).toBe(false);
  });
});
