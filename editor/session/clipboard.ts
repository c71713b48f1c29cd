import type { BlockNode } from '../../schemas/page-document';

/** The storage the clipboard lives in; localStorage in the app, a fake in tests. */
export type ClipboardStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface ClipboardEntry {
  kind: 'designer-blocks';
  version: 1;
  blocks: BlockNode[];
}

/** The localStorage key of a school's designer clipboard: copies go between that school's pages only. */
export function clipboardKey(schoolId: string): string {
  return `designer-clipboard:${schoolId}`;
}

/** Stores copies of blocks for pasting on any page of the school; false when storage refused them. */
export function writeClipboard(storage: ClipboardStorage, schoolId: string, blocks: readonly BlockNode[]): boolean {
  const entry: ClipboardEntry = { kind: 'designer-blocks', version: 1, blocks: structuredClone([...blocks]) };
  try {
    storage.setItem(clipboardKey(schoolId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

const isBlock = (value: unknown): value is BlockNode => {
  const block = value as BlockNode;
  return !!block && typeof block === 'object' && typeof block.id === 'string' && typeof block.type === 'string' && typeof block.props === 'object' && block.props !== null;
};

/** The blocks on the school's clipboard, or null when it is empty or holds something else. */
export function readClipboard(storage: ClipboardStorage, schoolId: string): BlockNode[] | null {
  try {
    const entry = JSON.parse(storage.getItem(clipboardKey(schoolId)) ?? 'null') as ClipboardEntry | null;
    if (entry?.kind !== 'designer-blocks' || entry.version !== 1 || !Array.isArray(entry.blocks)) return null;
    return entry.blocks.length && entry.blocks.every(isBlock) ? entry.blocks : null;
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null where storage is switched off (copy and paste then do nothing). */
export function clipboardStorage(): ClipboardStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
