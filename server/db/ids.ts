import { randomInt } from 'node:crypto';

/** 2010-01-01T00:00:00Z: milliseconds since then, shifted left 22 bits, give 19-digit ids until about 2079. */
const EPOCH = 1262304000000n;
// 10 bits of worker id per process, 12 bits of sequence per millisecond (snowflake layout). A process
// on PostgreSQL takes its worker id from the database (setWorkerId), so processes sharing one database
// never make the same id; until then (and on the one-process embedded database) it is random.
let worker = BigInt(randomInt(1024));
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
  return (((now - EPOCH) << 22n) | (worker << 12n) | sequence).toString();
}

/** Sets this process's worker id (0-1023), one the database handed out so no other live process has it. */
export function setWorkerId(id: number): void {
  if (!Number.isInteger(id) || id < 0 || id > 1023) throw new RangeError(`worker id ${id} is not in 0-1023`);
  worker = BigInt(id);
}
