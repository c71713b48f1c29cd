import { describe, expect, it } from 'vitest';
import { assertImageShape, sniffImage } from './image';
import { checkFileName } from './service';

describe('upload rules', () => {
  it('sniffs gif, jpeg and png by their first bytes only', () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('removes spaces from names and refuses other extensions', () => {
    expect(checkFileName('my pic.png')).toBe('mypic.png');
    // A right-to-left override would make the rest of the name read backwards; it goes, like the other bidi controls.
    expect(checkFileName('invoice\u202egnp.png')).toBe('invoicegnp.png');
    expect(checkFileName('\u2066a\u2069\u200f\u061c.png')).toBe('a.png');
    expect(() => checkFileName('x.svg')).toThrow();
    expect(() => checkFileName('../a.png')).toThrow();
  });
});

describe('image shapes', () => {
  const shape = (width: number, height: number, frames = 1) => () => assertImageShape({ width, height, frames }, 25_000_000);

  it('take sides up to 10,000 pixels and the long side up to 25 times the short one', () => {
    for (const [w, h] of [[10_000, 400], [400, 10_000], [3_840, 160], [1, 1], [5_000, 5_000]] as const) expect(shape(w, h), `${w} × ${h}`).not.toThrow();
  });

  it('refuse longer sides and narrower shapes with 422 upload.image_dimensions, more pixels with 422 upload.too_many_pixels', () => {
    for (const [w, h] of [[10_001, 1_000], [1, 25_000_000], [25_000_000, 1], [2_600, 100], [100, 2_600]] as const) {
      expect(shape(w, h), `${w} × ${h}`).toThrow(expect.objectContaining({ statusCode: 422, key: 'upload.image_dimensions' }));
    }
    expect(shape(6_000, 5_000)).toThrow(expect.objectContaining({ statusCode: 422, key: 'upload.too_many_pixels' }));
    expect(shape(1_000, 1_000, 26)).toThrow(expect.objectContaining({ key: 'upload.too_many_pixels' }));
  });
});
