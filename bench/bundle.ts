import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './stats';

type Chunks = Record<string, { isEntry: boolean; imports: string[]; modules: string[]; sizes: number[] }>;

const GROUPS: [string, RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['renderer_and_blocks', /^\/(renderer|blocks|schemas)\//],
];

/**
 * The visitor's portal bundle (entry and its static imports) in bytes gzip, split into React, renderer +
 * blocks, and the rest. A chunk's gzip size is shared among its modules by their rendered length.
 */
export function portalBundleSizes(dir = join(process.cwd(), 'dist/client')): { react: number; renderer_and_blocks: number; rest: number } {
  const chunks = JSON.parse(readFileSync(join(dir, '.vite/modules.json'), 'utf8')) as Chunks;
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    chunks[name]?.imports.forEach(walk);
  };
  Object.keys(chunks).filter((name) => chunks[name]!.isEntry).forEach(walk);
  const totals = { react: 0, renderer_and_blocks: 0, rest: 0 };
  for (const name of seen) {
    const chunk = chunks[name]!;
    const gzip = gzipSync(readFileSync(join(dir, name))).length;
    const rendered = chunk.sizes.reduce((a, b) => a + b, 0) || 1;
    chunk.modules.forEach((id, i) => {
      const group = (GROUPS.find(([, pattern]) => pattern.test(id))?.[0] ?? 'rest') as keyof typeof totals;
      totals[group] += (gzip * chunk.sizes[i]!) / rendered;
    });
  }
  return totals;
}

/** Prints the portal bundle's sizes in KiB gzip. */
export function benchBundle(): void {
  const totals = portalBundleSizes();
  for (const [group, bytes] of Object.entries(totals)) report(`portal_bundle_${group}_gzip`, bytes / 1024, 'KiB', 1);
  report('portal_bundle_all_but_react_gzip', (totals.renderer_and_blocks + totals.rest) / 1024, 'KiB', 1);
}
