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

/** A list's stable string form, for DOM attributes and droppable ids: `root` or `<parentId>:<slot>`. */
export function listKey(ref: ListRef): string {
  return ref.parentId === null ? 'root' : `${ref.parentId}:${ref.slot ?? ''}`;
}

/** The ListRef of a `listKey`; block ids and slot names never contain a colon. */
export function parseListKey(key: string): ListRef {
  if (key === 'root') return ROOT;
  const at = key.indexOf(':');
  return { parentId: key.slice(0, at), slot: key.slice(at + 1) };
}

/** Whether two refs name the same list. */
export function sameList(a: ListRef, b: ListRef): boolean {
  return a.parentId === b.parentId && a.slot === b.slot;
}

/** One step of a block's path: the list it sits in and its index there. */
export interface PathStep {
  list: ListRef;
  index: number;
}

/** Depth-first search that keeps the path walked so far in one array, copied only for the block found. */
function locate(blocks: readonly BlockNode[], id: string, list: ListRef, path: PathStep[]): PathStep[] | null {
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    path.push({ list, index });
    if (block.id === id) return path.slice();
    if (block.slots) {
      for (const slot in block.slots) {
        const found = locate(block.slots[slot]!, id, { parentId: block.id, slot }, path);
        if (found) return found;
      }
    }
    path.pop();
  }
  return null;
}

/** Finds a block at any depth. */
export function findBlock(blocks: readonly BlockNode[], id: string): Found | null {
  const path = locate(blocks, id, ROOT, []);
  if (!path) return null;
  const { list, index } = path.at(-1)!;
  const block = listOnPath(blocks, path)[index]!;
  return { block, list, index, ancestors: path.slice(1).map((step) => step.list.parentId!) };
}

/**
 * The list the last step of a path is in, reached by following the path's indexes. On an immer draft this
 * visits only the blocks on the way, where a search by id would make a draft of every block it passes.
 */
export function listOnPath<T extends readonly BlockNode[]>(blocks: T, path: readonly PathStep[]): T {
  let list: readonly BlockNode[] = blocks;
  for (let i = 0; i + 1 < path.length; i++) list = list[path[i]!.index]!.slots![path[i + 1]!.list.slot!]!;
  return list as T;
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

/**
 * The list a ref names in a draft, found by the parent's path in the tree the draft was made from; like
 * getList, but creates a slot the parent does not have yet (documents saved before the slot existed).
 */
function listForInsert(draft: BlockNode[], ref: ListRef, parentPath: readonly PathStep[] | null): BlockNode[] | null {
  if (ref.parentId === null) return draft;
  if (!parentPath || !ref.slot) return null;
  const parent = listOnPath(draft, parentPath)[parentPath.at(-1)!.index]!;
  parent.slots ??= {};
  return (parent.slots[ref.slot] ??= []);
}

/** Whether a block may go into a list: never into itself or one of its own descendants. */
export function canDropInto(blocks: readonly BlockNode[], id: string, to: ListRef): boolean {
  if (to.parentId === null) return true;
  if (to.parentId === id) return false;
  const found = findBlock(blocks, id);
  return !found || findBlock([found.block], to.parentId) === null;
}

/** Inserts a block into a list at an index (clamped to the list). Unknown lists leave the tree as it is. */
export function insertBlock(blocks: BlockNode[], ref: ListRef, index: number, block: BlockNode): BlockNode[] {
  const parentPath = ref.parentId === null ? null : pathTo(blocks, ref.parentId);
  if (ref.parentId !== null && !parentPath) return blocks;
  return produce(blocks, (draft: BlockNode[]) => {
    const list = listForInsert(draft, ref, parentPath);
    list?.splice(clamp(index, list.length), 0, block);
  });
}

/** Removes a block (and its children) wherever it is. */
export function removeBlock(blocks: BlockNode[], id: string): BlockNode[] {
  const path = pathTo(blocks, id);
  if (!path) return blocks;
  return produce(blocks, (draft: BlockNode[]) => {
    listOnPath(draft, path).splice(path.at(-1)!.index, 1);
  });
}

/**
 * Moves a block to `index` of a list, where `index` is its position once moved (as in arrayMove).
 * Moving a block into itself or its own descendants is refused.
 */
export function moveBlock(blocks: BlockNode[], id: string, to: ListRef, index: number): BlockNode[] {
  const found = findBlock(blocks, id);
  if (!found) return blocks;
  if (!canDropInto(blocks, id, to)) return blocks;
  if (to.parentId !== null && (!to.slot || !findBlock(blocks, to.parentId))) return blocks;
  const without = removeBlock(blocks, id);
  const parentPath = to.parentId === null ? null : pathTo(without, to.parentId);
  return produce(without, (draft: BlockNode[]) => {
    const list = listForInsert(draft, to, parentPath)!;
    list.splice(clamp(index, list.length), 0, found.block);
  });
}

/** Sets props of a block; a value of `undefined` removes that prop. */
export function updateProps(blocks: BlockNode[], id: string, changes: Record<string, unknown>): BlockNode[] {
  const path = pathTo(blocks, id);
  if (!path) return blocks;
  return produce(blocks, (draft: BlockNode[]) => {
    const block = listOnPath(draft, path)[path.at(-1)!.index]!;
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

/** The path from the page's top level down to a block, outermost first; null when it is not in the tree. */
export function pathTo(blocks: readonly BlockNode[], id: string): PathStep[] | null {
  return locate(blocks, id, ROOT, []);
}

/** The JSON pointer of a block in its document (`/blocks/1/slots/main/0`), as validation errors use. */
export function pointerTo(blocks: readonly BlockNode[], id: string): string | null {
  const path = pathTo(blocks, id);
  if (!path) return null;
  return path.map(({ list, index }) => (list.parentId === null ? `/blocks/${index}` : `/slots/${list.slot}/${index}`)).join('');
}

/** Names the slots of a block in drawing order (the definition's order, not the stored object's). */
export type SlotsOf = (block: BlockNode) => readonly string[];

/** Every list of the tree in document order, with its depth (0 = the top level); a block's slots follow it. */
export function listsInOrder(blocks: readonly BlockNode[], slotsOf: SlotsOf, ref: ListRef = ROOT, depth = 0): { ref: ListRef; depth: number }[] {
  return [
    { ref, depth },
    ...blocks.flatMap((block) =>
      slotsOf(block).flatMap((slot) => listsInOrder(block.slots?.[slot] ?? [], slotsOf, { parentId: block.id, slot }, depth + 1)),
    ),
  ];
}
