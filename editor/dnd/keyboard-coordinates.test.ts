import { describe, expect, it } from 'vitest';
import { keyboardStep } from './keyboard-coordinates';

// A tall block, a short one, a tall one: the case where edge alignment gets stuck.
const items = [
  { id: 'a', top: 0, bottom: 280 },
  { id: 'c', top: 310, bottom: 590 },
  { id: 'b', top: 280, bottom: 300 },
];

describe('keyboardStep', () => {
  it.each<[string, { top: number; bottom: number }, 1 | -1, number]>([
    ['a', { top: 0, bottom: 280 }, 1, 150], // centre 140 → b's centre 290
    ['b', { top: 150, bottom: 430 }, 1, 160], // centre 290 → c's centre 450
    ['c', { top: 310, bottom: 590 }, -1, -160],
    ['c', { top: 310, bottom: 590 }, 1, 0],
    ['a', { top: 0, bottom: 280 }, -1, 0],
  ])('from %s moving %i', (current, dragged, direction, dy) => {
    expect(keyboardStep(items, current, dragged, direction)).toBe(dy);
  });
});
