import { describe, expect, it } from 'vitest';
import { encodeQr, MAX_QR_BYTES, reedSolomonRemainder, type QrMatrix } from './qr-code';

// Checked when written: the image of this matrix decodes to "HELLO" (zbarimg), as did codes of every version 1 to 10.
const HELLO = `
#######.##.#..#######
#.....#..##.#.#.....#
#.###.#..####.#.###.#
#.###.#.#..#..#.###.#
#.###.#.#...#.#.###.#
#.....#.#.##..#.....#
#######.#.#.#.#######
........#####........
#...#.######.#####..#
...###..#.###..#.####
#.##..#.#.##..###..#.
###..#...#...##.#....
..#.###..#..###...##.
........###.###..#.##
#######.##..##...#.#.
#.....#....##..#...#.
#.###.#.#..#..###.#.#
#.###.#....##....#.##
#.###.#..###..####...
#.....#..#...##......
#######.#...#####.#.#`.trim();

const draw = (m: QrMatrix) => m.map((row) => row.map((d) => (d ? '#' : '.')).join('')).join('\n');

/** The 15 format bits of the copy around the top-left finder, most significant first. */
function formatBits(m: QrMatrix): number {
  const cells: [number, number][] = [];
  for (let x = 0; x <= 5; x += 1) cells.push([x, 8]);
  cells.push([7, 8], [8, 8], [8, 7]);
  for (let y = 5; y >= 0; y -= 1) cells.push([8, y]);
  return cells.reduce((bits, [x, y]) => (bits << 1) | (m[y]![x] ? 1 : 0), 0);
}

/** The same 15 bits from the copy split between the bottom-left and top-right finders. */
function formatBitsSecondCopy(m: QrMatrix): number {
  const size = m.length;
  const cells: [number, number][] = [];
  for (let y = size - 1; y >= size - 7; y -= 1) cells.push([y, 8]);
  for (let x = size - 8; x < size; x += 1) cells.push([8, x]);
  return cells.reduce((bits, [y, x]) => (bits << 1) | (m[y]![x] ? 1 : 0), 0);
}

describe('QR code encoder', () => {
  it('computes Reed-Solomon error correction (the standard\'s worked example, 1-M)', () => {
    expect(reedSolomonRemainder([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17], 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('draws a code that a reader decodes', () => {
    expect(draw(encodeQr('HELLO'))).toBe(HELLO);
  });

  it.each([[0, 1], [14, 1], [15, 2], [62, 4], [84, 5], [120, 7], [213, 10]])('%i bytes take version %i, with finders, timing and level-M format info', (length, version) => {
    const m = encodeQr('x'.repeat(length));
    const size = 17 + 4 * version;
    expect(m).toHaveLength(size);
    for (const [x0, y0] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      const ring = (x: number, y: number) => Math.max(Math.abs(x - 3), Math.abs(y - 3));
      for (let y = 0; y < 7; y += 1) for (let x = 0; x < 7; x += 1) expect(m[y0 + y]![x0 + x]).toBe(ring(x, y) !== 2);
    }
    for (let i = 8; i < size - 8; i += 1) {
      expect(m[6]![i]).toBe(i % 2 === 0);
      expect(m[i]![6]).toBe(i % 2 === 0);
    }
    expect(m[size - 8]![8]).toBe(true);
    const bits = formatBits(m) ^ 0x5412;
    expect(bits >>> 13).toBe(0); // level M
    expect(formatBitsSecondCopy(m)).toBe(formatBits(m));
    let rem = bits >>> 10;
    for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    expect((bits >>> 10 << 10) | rem).toBe(bits); // the BCH check bits are right
  });

  it('refuses text too long for version 10', () => {
    expect(() => encodeQr('x'.repeat(MAX_QR_BYTES + 1))).toThrow(RangeError);
  });
});
