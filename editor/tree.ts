import { produce } from 'immer';
import type { AnyBlockDefinition } from '../renderer/block-definition';
import type { BlockNode } from '../schemas/page-document';

/** Names one list of blocks: the page's top level (`parentId: null`) or a named slot of a container. */
export interface ListRef {
  parentId: string | null;
  slot: string | null;
}

/** The page's top-level list. */
export const ROOT: ListRef = { parentId: null, slot: null };

/** Where a block sits: its list, its index there and the ids of its ancestors, outermost first. */
export interface Found {
  block: BlockNode;
  list: ListRef;
  index: number;
  ancestors: string[];
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A new block id: `b_` and 8 random url-safe characters. */
export function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return 'b_' + Array.from(bytes, (b) => ID_ALPHABET[b & 63]).join('');
}

/** A fresh block of a type, with the type's defaults and current props version. */
export function createBlock(def: AnyBlockDefinition): BlockNode {
  const block: BlockNode = { id: newBlockId(), type: def.type, v: def.version, props: structuredClone(def.defaults) };
  if (def.slots?.length) block.slots = Object.fromEntries(def.slots.map((name) => [name, []]));
  return block;
}

/** Finds a block at any depth. */
export function findBlock(blocks: readonly BlockNode[], id: string, list: ListRef = ROOT, ancestors: string[] = []): Found | null {
  for (const [index, block] of blocks.entries()) {
    if (block.id === id) return { block, list, index, ancestors };
    for (const [slot, children] of Object.entries(block.slots ?? {})) {
      const found = findBlock(children, id, { parentId: block.id, slot }, [...ancestors, block.id]);
      if (found) return found;
    }
  }
  return null;
}

/** The list a ref names, or null when its parent or slot does not exist. */
export function getList(blocks: BlockNode[], ref: ListRef): BlockNode[] | null {
  if (ref.parentId === null) return blocks;
  const parent = findBlock(blocks, ref.parentId)?.block;
  if (!parent || ref.slot === null) return null;
  return parent.slots?.[ref.slot] ?? null;
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(index, length));
}

/** Inserts a block into a list at an index (clamped to the list). Unknown lists leave the tree as it is. */
export function insertBlock(blocks: BlockNode[], ref: ListRef, index: number, block: BlockNode): BlockNode[] {
  return produce(blocks, (draft: BlockNode[]) => {
    const list = getList(draft, ref);
    list?.splice(clamp(index, list.length), 0, block);
  });
}

/** Removes a block (and its children) wherever it is. */
export function removeBlock(blocks: BlockNode[], id: string): BlockNode[] {
  const found = findBlock(blocks, id);
  if (!found) return blocks;
  return produce(blocks, (draft: BlockNode[]) => {
    getList(draft, found.list)?.splice(found.index, 1);
  });
}

/**
 * Moves a block to `index` of a list, where `index` is its position once moved (as in arrayMove).
 * Moving a block into itself or its own descendants is refused.
 */
export function moveBlock(blocks: BlockNode[], id: string, to: ListRef, index: number): BlockNode[] {
  const found = findBlock(blocks, id);
  if (!found) return blocks;
  if (to.parentId === id || (to.parentId && findBlock([found.block], to.parentId))) return blocks;
  if (!getList(blocks, to)) return blocks;
  const without = removeBlock(blocks, id);
  return produce(without, (draft: BlockNode[]) => {
    const list = getList(draft, to)!;
    list.splice(clamp(index, list.length), 0, found.block);
  });
}

/** Sets props of a block; a value of `undefined` removes that prop. */
export function updateProps(blocks: BlockNode[], id: string, changes: Record<string, unknown>): BlockNode[] {
  const found = findBlock(blocks, id);
  if (!found) return blocks;
  return produce(blocks, (draft: BlockNode[]) => {
    const block = getList(draft, found.list)![found.index]!;
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete block.props[key];
      else block.props[key] = value;
    }
  });
}

/** A deep copy of a block with new ids for it and every descendant. */
export function cloneWithNewIds(block: BlockNode): BlockNode {
  const copy: BlockNode = { ...structuredClone(block), id: newBlockId() };
  if (block.slots) {
    copy.slots = Object.fromEntries(Object.entries(block.slots).map(([name, list]) => [name, list.map(cloneWithNewIds)]));
  }
  return copy;
}

/** Every block id in the tree, depth first. */
export function allBlockIds(blocks: readonly BlockNode[]): string[] {
  return blocks.flatMap((b) => [b.id, ...Object.values(b.slots ?? {}).flatMap(allBlockIds)]);
}
