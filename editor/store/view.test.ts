import { describe, expect, it } from 'vitest';
import { initialView, previewDirection, previewLocale } from './view';

describe('preview view', () => {
  it('renders blocks in the preview language when one is chosen, else in the designer’s', () => {
    expect(previewLocale(initialView(), 'en_US')).toBe('en_US');
    expect(previewLocale({ width: 375, language: 'ar_SA' }, 'en_US')).toBe('ar_SA');
  });
  it('mirrors the canvas for right-to-left preview languages only, and follows the designer without one', () => {
    expect(previewDirection(initialView())).toBeUndefined();
    expect(previewDirection({ width: null, language: 'ar_SA' })).toBe('rtl');
    expect(previewDirection({ width: null, language: 'fr_FR' })).toBe('ltr');
  });
});
