import { describe, expect, it } from 'vitest';
import { initialView, previewLocale } from './view';

describe('preview view', () => {
  it('renders blocks in ar_SA only in the right-to-left preview', () => {
    expect(previewLocale(initialView(), 'en_US')).toBe('en_US');
    expect(previewLocale({ width: 375, rtl: true }, 'en_US')).toBe('ar_SA');
  });
});
