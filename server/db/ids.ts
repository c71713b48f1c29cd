import { randomInt } from 'node:crypto';

/** 2010-01-01T00:00:00Z: milliseconds since then, shifted left 22 bits, give 19-digit ids until about 2079. */
const EPOCH = 1262304000000n;
// 10 bits of worker id picked per process, 12 bits of sequence per millisecond (snowflake layout),
// so two processes writing to the same database rarely collide.
const WORKER = BigInt(randomInt(1024));
let lastMs = 0n;
let sequence = 0n;

/** A new snowflake-style id as a 19-digit string. */
export function nextId(): string {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs; // the clock went back: keep ids increasing
  if (now === lastMs) {
    sequence = (sequence + 1n) & 4095n;
    if (sequence === 0n) now = lastMs + 1n; // sequence exhausted: borrow the next millisecond
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | sequence).toString();
}
