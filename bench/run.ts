// `npm run bench`: prints `name: value unit` lines. Figures, not assertions.
import { performance } from 'node:perf_hooks';
import { blockRegistry } from '../blocks';
import { createDocumentValidator } from '../renderer/validate';
import type { BlockNode, PageDocument } from '../schemas/page-document';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A document of `count` blocks cycling through every registered type's defaults. */
export function bigDocument(count: number): PageDocument {
  const defs = [...blockRegistry.values()];
  const blocks: BlockNode[] = Array.from({ length: count }, (_, i) => {
    const def = defs[i % defs.length]!;
    return { id: `b_${String(i).padStart(6, '0')}`, type: def.type, v: def.version, props: structuredClone(def.defaults) };
  });
  return { schemaVersion: 1, settings: { isfullPage: false }, blocks };
}

function benchValidation() {
  const validate = createDocumentValidator(blockRegistry);
  const doc = bigDocument(1000);
  for (let i = 0; i < 20; i++) validate(doc);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    const result = validate(doc);
    times.push(performance.now() - start);
    if (!result.ok) throw new Error('benchmark document is invalid');
  }
  console.log(`validate_1000_blocks_median: ${median(times).toFixed(3)} ms`);
}

benchValidation();
