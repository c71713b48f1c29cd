import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/page-document';
import { clipboardKey, readClipboard, writeClipboard, type ClipboardStorage } from './clipboard';

const memory = (): ClipboardStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};
const block: BlockNode = { id: 'b_1', type: 'text', v: 1, props: { title: { en_US: 'Hi' } } };

describe('designer clipboard', () => {
  it('round-trips blocks within one school, and keeps schools apart', () => {
    const storage = memory();
    expect(writeClipboard(storage, 's1', [block])).toBe(true);
    expect(readClipboard(storage, 's1')).toEqual([block]);
    expect(readClipboard(storage, 's2')).toBeNull();
    expect([...storage.data.keys()]).toEqual([clipboardKey('s1')]);
  });

  it.each([['not json {'], [JSON.stringify({ kind: 'other', version: 1, blocks: [block] })], [JSON.stringify({ kind: 'designer-blocks', version: 1, blocks: [{ id: 1 }] })], [JSON.stringify({ kind: 'designer-blocks', version: 1, blocks: [] })]])(
    'reads %s as empty',
    (stored) => {
      const storage = memory();
      storage.setItem(clipboardKey('s1'), stored);
      expect(readClipboard(storage, 's1')).toBeNull();
    },
  );

  it('reports a storage that refuses the copy', () => {
    const full: ClipboardStorage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(writeClipboard(full, 's1', [block])).toBe(false);
  });
});
