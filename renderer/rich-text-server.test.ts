import { beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_CASES, RICH_TEXT_CORPUS } from '../schemas/rich-text-corpus';
import { sanitizeRichText } from './rich-text';
import { serverRichTextSanitizer, type RichTextSanitizer } from './rich-text-server';

describe('rich text without a DOM', () => {
  it('is refused rather than let through unchecked, until the server installs its sanitizer', () => {
    expect(() => sanitizeRichText('<p>x</p>')).toThrow(/no DOM/);
  });
});

describe('rich text on the server (jsdom)', () => {
  it('has a corpus of at least 80 tricky inputs besides the link bypass forms', () => {
    expect(RICH_TEXT_CORPUS.filter(([input]) => !/^<(a href|img src)="[^"]*">(x<\/a>)?$/.test(input)).length).toBeGreaterThanOrEqual(80);
  });

  let sanitize: RichTextSanitizer;
  beforeAll(() => {
    sanitize = serverRichTextSanitizer();
  });

  it.each(RICH_TEXT_CASES)('$name', ({ input, output }) => {
    expect(sanitize(input)).toBe(output);
  });

  it('leaves its own output as it is, so saving what the designer stored changes nothing', () => {
    for (const [, output] of RICH_TEXT_CORPUS) expect(sanitize(output)).toBe(output);
  });

  it('is the sanitizer server code draws rich text with, and answers the same from memory', () => {
    const [input, output] = RICH_TEXT_CORPUS.find(([i]) => i.includes('onerror'))!;
    expect(sanitizeRichText(input)).toBe(output);
    expect(sanitizeRichText(input)).toBe(output);
  });
});
