import type { BlockNode, PageDocument } from '../../schemas/page-document';

/** A block as the release summary names it. */
export interface ChangedBlock {
  id: string;
  type: string;
}

/** What a release changes against the live page, block by block (at any depth). */
export interface ReleaseChanges {
  added: ChangedBlock[];
  removed: ChangedBlock[];
  /** Blocks on both whose props, type, children's order or place (container and slot) differ. */
  changed: ChangedBlock[];
}

interface Placed {
  block: BlockNode;
  place: string;
}

function flatten(blocks: readonly BlockNode[], into: Map<string, Placed>, place = ''): Map<string, Placed> {
  for (const block of blocks) {
    into.set(block.id, { block, place });
    for (const [slot, children] of Object.entries(block.slots ?? {})) flatten(children, into, `${block.id}/${slot}`);
  }
  return into;
}

/** Stable JSON: object keys sorted, so key order never counts as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const own = (block: BlockNode) => canonical({ type: block.type, v: block.v, props: block.props, order: Object.entries(block.slots ?? {}).map(([slot, list]) => [slot, list.map((b) => b.id)]) });

/** Compares the live document (null: never released) with the one about to be released. */
export function releaseChanges(live: PageDocument | null, next: PageDocument): ReleaseChanges {
  const before = flatten(live?.blocks ?? [], new Map());
  const after = flatten(next.blocks, new Map());
  const pick = ({ block }: Placed): ChangedBlock => ({ id: block.id, type: block.type });
  return {
    added: [...after.values()].filter(({ block }) => !before.has(block.id)).map(pick),
    removed: [...before.values()].filter(({ block }) => !after.has(block.id)).map(pick),
    changed: [...after.values()]
      .filter((now) => {
        const was = before.get(now.block.id);
        return was && (was.place !== now.place || own(was.block) !== own(now.block));
      })
      .map(pick),
  };
}
