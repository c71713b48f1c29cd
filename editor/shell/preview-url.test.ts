import { describe, expect, it } from 'vitest';
import { previewUrl } from './PreviewButton';

describe('previewUrl', () => {
  it('adds isVisit=true to the portal address', () => {
    expect(previewUrl('/portal/1/home')).toBe('/portal/1/home?isVisit=true');
    expect(previewUrl('/portal/1/home?pageId=2')).toBe('/portal/1/home?pageId=2&isVisit=true');
  });
});
