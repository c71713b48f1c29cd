import type { BlockNode, PageDocument } from '../schemas/page-document';
import type { BlockRegistry } from './block-definition';

/**
 * Leads every block of a document up to its type's current props version by running the type's
 * migrations in order. Unknown types and blocks newer than this code are left as they are; the
 * validator reports them.
 */
export function migrateDocument(document: PageDocument, registry: BlockRegistry): PageDocument {
  return { ...document, blocks: document.blocks.map((block) => migrateBlock(block, registry)) };
}

export function migrateBlock(block: BlockNode, registry: BlockRegistry): BlockNode {
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
  const slots: Record<string, BlockNode[]> = {};
  for (const [name, children] of Object.entries(next.slots)) {
    slots[name] = children.map((child) => migrateBlock(child, registry));
  }
  return { ...next, slots };
}
