import { describe, expect, it } from 'vitest';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { selectBlock, toggleBlockSelection } from '../actions';
import type { ClipboardStorage } from '../session/clipboard';
import { createEditorStore } from '../store/editor-store';
import { testRegistry } from '../test-blocks';
import { createBlock } from '../tree';
import { commandForKey, COMMANDS, copyCommand, deleteCommand, duplicateCommand, moveDownCommand, pasteCommand, type KeyLike } from '.';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const text = (id: string): BlockNode => ({ ...createBlock(testRegistry.get('text')!), id });
const memory = (): ClipboardStorage => {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

function setup(schoolId = 's1', storage = memory(), ...ids: string[]) {
  const store = createEditorStore(testRegistry);
  store.getState().load({ ...emptyDocument(), blocks: (ids.length ? ids : ['b_a', 'b_b', 'b_c']).map(text) }, {});
  return { store, schoolId, storage };
}
const order = (ctx: ReturnType<typeof setup>) => ctx.store.getState().document.blocks.map((b) => b.id);

describe('commandForKey', () => {
  it.each([
    [key('c', { ctrlKey: true }), 'copy'],
    [key('v', { metaKey: true }), 'paste'],
    [key('d', { ctrlKey: true }), 'duplicate'],
    [key('Delete'), 'delete'],
    [key('Backspace'), 'delete'],
    [key('ArrowUp', { altKey: true }), 'moveUp'],
    [key('ArrowDown', { altKey: true }), 'moveDown'],
    [key('z', { ctrlKey: true }), 'undo'],
    [key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('c'), null],
    [key('Delete', { ctrlKey: true }), null],
    [key('c', { ctrlKey: true, altKey: true }), null],
  ])('%o → %s', (event, name) => expect(commandForKey(event)?.name ?? null).toBe(name));

  it('every command has a name, a label key and a shortcut to show', () => {
    expect(new Set(COMMANDS.map((c) => c.name)).size).toBe(COMMANDS.length);
    for (const command of COMMANDS) expect(command.label && command.keys && command.ariaKeys).toBeTruthy();
  });
});

describe('edit commands on a multi-selection', () => {
  it('deletes and duplicates every selected block as one undo step each', () => {
    const ctx = setup();
    const s = () => ctx.store.getState();
    s().dispatch(selectBlock, { id: 'b_a' });
    s().dispatch(toggleBlockSelection, { id: 'b_c' });
    duplicateCommand.perform(ctx);
    expect(order(ctx)).toHaveLength(5);
    expect(s().ui.selectedIds).toHaveLength(2);
    s().undo();
    expect(order(ctx)).toEqual(['b_a', 'b_b', 'b_c']);
    s().dispatch(selectBlock, { id: 'b_a' });
    s().dispatch(toggleBlockSelection, { id: 'b_b' });
    deleteCommand.perform(ctx);
    expect(order(ctx)).toEqual(['b_c']);
    expect(s().ui.selectedId).toBe('b_c');
    s().undo();
    expect(order(ctx)).toEqual(['b_a', 'b_b', 'b_c']);
  });

  it('moves the selection down together', () => {
    const ctx = setup();
    ctx.store.getState().dispatch(selectBlock, { id: 'b_a' });
    ctx.store.getState().dispatch(toggleBlockSelection, { id: 'b_b' });
    moveDownCommand.perform(ctx);
    expect(order(ctx)).toEqual(['b_c', 'b_a', 'b_b']);
  });

  it('copies on one page and pastes on another page of the same school, with new ids', () => {
    const storage = memory();
    const from = setup('s1', storage, 'b_a', 'b_b');
    from.store.getState().dispatch(selectBlock, { id: 'b_b' });
    copyCommand.perform(from);
    const to = setup('s1', storage, 'b_x', 'b_y');
    to.store.getState().dispatch(selectBlock, { id: 'b_x' });
    pasteCommand.perform(to);
    const [, pasted, last] = order(to);
    expect(last).toBe('b_y');
    expect(pasted).not.toBe('b_b');
    expect(to.store.getState().ui.selectedId).toBe(pasted);
    const other = setup('s2', storage, 'b_q');
    pasteCommand.perform(other);
    expect(order(other)).toEqual(['b_q']);
  });
});
