import { describe, expect, it } from 'vitest';
import { UNSAFE_NAME_CHARACTER, UNSAFE_NAMES } from '../../../tests/support/file-names';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps any language in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition('attachment', '数据库 班.xlsx')).toBe(`attachment; filename="___ _.xlsx"; filename*=UTF-8''%E6%95%B0%E6%8D%AE%E5%BA%93%20%E7%8F%AD.xlsx`);
    expect(decodeURIComponent(contentDisposition('inline', "l'été (1).pdf").split("UTF-8''")[1]!)).toBe("l'été (1).pdf");
  });
  it('cannot be broken out of by quotes or semicolons', () => {
    expect(contentDisposition('attachment', 'a";b.pdf')).toMatch(/^attachment; filename="a__b.pdf"; filename\*=UTF-8''a%22%3Bb.pdf$/);
  });
});

describe('contentDisposition with names that disguise themselves', () => {
  it.each(UNSAFE_NAMES)('sends %j as %j', (raw, kept) => {
    const header = contentDisposition('attachment', raw);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(kept);
    expect(header).not.toMatch(UNSAFE_NAME_CHARACTER);
    expect(header).not.toMatch(/%E2%80%A[A-E]|%E2%81%A[6-9]|%E2%80%8[EF]|%D8%9C|%[01][0-9A-F]|%7F|%C2%[89]/i);
  });
});
