import { describe, expect, it } from 'vitest';
import { sniffImage } from './image';
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
    expect(() => checkFileName('x.svg')).toThrow();
    expect(() => checkFileName('../a.png')).toThrow();
  });
});
