import type { BlockNode, PageDocument } from '../schemas/page-document';
import type { BlockRenderRegistry } from './block-definition';

/**
 * Leads every block of a document up to its type's current props version by running the type's
 * migrations in order. Unknown types and blocks newer than this code are left as they are; the
 * validator reports them.
 */
export function migrateDocument(document: PageDocument, registry: BlockRenderRegistry): PageDocument {
  const blocks = migrateList(document.blocks, registry);
  return blocks === document.blocks ? document : { ...document, blocks };
}

/** Migrates a list of blocks; the same array when no block in it changed, so renderers can skip unchanged subtrees. */
function migrateList(list: BlockNode[], registry: BlockRenderRegistry): BlockNode[] {
  const next = list.map((block) => migrateBlock(block, registry));
  return next.every((block, i) => block === list[i]) ? list : next;
}

export function migrateBlock(block: BlockNode, registry: BlockRenderRegistry): BlockNode {
  const def = registry.get(block.type);
  let next = block;
  if (def && block.v < def.version) {
    let props = block.props;
    for (let v = block.v; v < def.version; v++) {
      const step = def.migrations.find((m) => m.from === v);
      if (!step) throw new Error(`No migration for ${block.type} from v${v}`);
      props = step.up(props);
    }
    next = { ...block, v: def.version, props };
  }
  if (!next.slots) return next;
  let changed = false;
  const slots: Record<string, BlockNode[]> = {};
  for (const [name, children] of Object.entries(next.slots)) {
    slots[name] = migrateList(children, registry);
    changed ||= slots[name] !== children;
  }
  // A block with nothing to migrate stays the same object (structural sharing).
  return changed ? { ...next, slots } : next;
}
