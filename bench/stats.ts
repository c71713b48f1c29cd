import { performance } from 'node:perf_hooks';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The value below which `p` percent of `values` lie (the nearest rank); NaN for no values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Median milliseconds of `fn` over `runs` runs, after `warmup` unmeasured ones. */
export async function timeMedian(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 5)): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** One `name: value unit` line, the form `npm run bench` prints. */
export function report(name: string, value: number, unit: string, digits = 3): void {
  console.log(`${name}: ${value.toFixed(digits)} ${unit}`);
}
