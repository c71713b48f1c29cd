import { describe, expect, it } from 'vitest';
import { drawCaptcha, randomAnswer } from './draw';

describe('captcha drawing', () => {
  it('makes answers of digits only', () => {
    for (let i = 0; i < 20; i++) expect(randomAnswer()).toMatch(/^\d{5}$/);
  });

  it('draws paths, never the answer as text', () => {
    const svg = drawCaptcha('80417');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('80417');
    // One path per digit plus the noise lines.
    expect(svg.match(/<path /g)).toHaveLength(5 + 5);
  });

  it('draws the same answer differently each time', () => {
    expect(drawCaptcha('1234')).not.toBe(drawCaptcha('1234'));
  });
});
