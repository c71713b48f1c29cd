import { randomInt } from 'node:crypto';

/** Digits as strokes on a 0..10 × 0..16 grid: the image holds paths only, no text a script could read out. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [[[0, 0], [10, 0], [10, 16], [0, 16], [0, 0]], [[10, 0], [0, 16]]],
  '1': [[[2, 3], [6, 0], [6, 16]], [[2, 16], [10, 16]]],
  '2': [[[0, 2], [3, 0], [8, 0], [10, 3], [10, 6], [0, 16], [10, 16]]],
  '3': [[[0, 0], [10, 0], [4, 7], [10, 10], [10, 14], [7, 16], [0, 15]]],
  '4': [[[8, 16], [8, 0], [0, 11], [10, 11]]],
  '5': [[[10, 0], [0, 0], [0, 7], [7, 6], [10, 9], [10, 14], [7, 16], [0, 15]]],
  '6': [[[9, 0], [3, 2], [0, 8], [0, 14], [3, 16], [8, 16], [10, 13], [10, 10], [7, 8], [0, 9]]],
  '7': [[[0, 0], [10, 0], [3, 16]], [[3, 8], [9, 8]]],
  '8': [[[5, 7], [1, 5], [1, 2], [4, 0], [7, 0], [9, 2], [9, 5], [5, 7], [0, 10], [0, 14], [3, 16], [7, 16], [10, 14], [10, 10], [5, 7]]],
  '9': [[[10, 7], [3, 8], [0, 6], [0, 2], [3, 0], [8, 0], [10, 3], [10, 10], [7, 16], [1, 16]]],
};

/** A random captcha answer: `length` digits. */
export function randomAnswer(length = 5): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

const jitter = (n: number) => (randomInt(-n * 10, n * 10 + 1) / 10).toFixed(1);

/** Draws `answer` as an SVG image: each digit scaled, skewed and shifted at random, crossed by noise lines. */
export function drawCaptcha(answer: string): string {
  const width = 30 + answer.length * 28;
  const height = 50;
  const parts: string[] = [];
  [...answer].forEach((digit, i) => {
    const strokes = GLYPHS[digit];
    if (!strokes) throw new Error(`drawCaptcha: no glyph for ${digit}`);
    const x = 18 + i * 28 + Number(jitter(3));
    const y = 9 + Number(jitter(4));
    const d = strokes.map((line) => line.map(([px, py], j) => `${j === 0 ? 'M' : 'L'}${px},${py}`).join('')).join('');
    const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${jitter(14)} 5 8) skewX(${jitter(10)}) scale(${(1.6 + randomInt(0, 40) / 100).toFixed(2)} 1.9)`;
    parts.push(`<path d="${d}" transform="${transform}" fill="none" stroke="hsl(${randomInt(360)},55%,32%)" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/>`);
  });
  for (let i = 0; i < 5; i++) {
    const d = `M${randomInt(width)},${randomInt(height)}Q${randomInt(width)},${randomInt(height)} ${randomInt(width)},${randomInt(height)}`;
    parts.push(`<path d="${d}" fill="none" stroke="hsl(${randomInt(360)},40%,55%)" stroke-width="${(1 + randomInt(0, 15) / 10).toFixed(1)}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6fa"/>${parts.join('')}</svg>`;
}
