import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { DesignerDnd } from '../dnd/DesignerDnd';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { findBlock } from '../tree';
import { Canvas } from './Canvas';

let store: EditorStore;
const text = (id: string): BlockNode => ({ id, type: 'text', v: 1, props: { title: { en_US: id } } });
const container = (id: string, type: string, slots: Record<string, BlockNode[]>): BlockNode => ({ id, type, v: 1, props: {}, slots });
const ids = (blocks: readonly BlockNode[] | undefined) => (blocks ?? []).map((b) => b.id).join(',');

async function open(blocks: BlockNode[], lng: 'en_US' | 'zh_CN' = 'en_US') {
  store = createEditorStore(testRegistry);
  store.getState().load({ ...emptyDocument(), blocks }, {});
  const i18n = await editorI18n(lng);
  render(withProviders(i18n, (
    <EditorStoreContext.Provider value={store}>
      <DesignerDnd registry={testRegistry}>
        <Canvas registry={testRegistry} schoolId="1" />
      </DesignerDnd>
    </EditorStoreContext.Provider>
  )));
  await screen.findAllByRole('heading');
}

/** Picks a block up by its handle with the keyboard, presses the arrows, and drops it. */
async function keyboardMove(label: string, keys: string) {
  const handle = screen.getAllByRole('button', { name: `Move ${label}` })[0]!;
  handle.focus();
  await userEvent.keyboard('{ }');
  await userEvent.keyboard(keys);
  await userEvent.keyboard('{ }');
}

beforeEach(() => localStorage.clear());

describe('Canvas notices', () => {
  it('says in the designer’s language why a block cannot be drawn', async () => {
    await open([text('b_ok'), { id: 'b_odd', type: 'mystery', v: 1, props: {} }, { id: 'b_new', type: 'text', v: 9, props: {} }], 'zh_CN');
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['未知的组件类型“mystery”。', '此「文字」组件需要更新版本的门户。']);
  });
});

describe('Canvas with containers', () => {
  it('draws every slot as a labelled drop list, empty ones with a drop zone', async () => {
    await open([container('b_cols', 'columns', { first: [text('b_in')], second: [] })]);
    const second = screen.getByRole('group', { name: 'Columns: second' });
    expect(second.getAttribute('data-drop-list')).toBe('b_cols:second');
    expect(within(second).getByText('Drop blocks here')).toBeTruthy();
    const first = screen.getByRole('group', { name: 'Columns: first' });
    expect(within(first).queryByText('Drop blocks here')).toBeNull();
    expect(within(first).getByRole('group', { name: 'Text, block 1 of 1' })).toBeTruthy();
  });

  it('draws five levels of containers, each block framed', async () => {
    let inner: BlockNode[] = [text('b_leaf')];
    for (const n of [5, 4, 3, 2, 1]) inner = [container(`b_s${n}`, 'section', { main: inner })];
    await open(inner);
    expect(screen.getAllByRole('group', { name: 'Section: main' })).toHaveLength(5);
    expect(document.querySelector('[data-drop-list="b_s5:main"] [data-frame-id="b_leaf"]')).toBeTruthy();
    // Each frame is its block's own wrapper element, not one more element around it.
    const frames = [...document.querySelectorAll('[data-block-frame]')];
    expect(frames.map((f) => `${f.getAttribute('data-frame-id')}=${f.getAttribute('data-block-id')}:${f.classList.contains('pb-block')}`)).toEqual(
      ['b_s1', 'b_s2', 'b_s3', 'b_s4', 'b_s5', 'b_leaf'].map((id) => `${id}=${id}:true`),
    );
    expect(document.querySelectorAll('[data-block-id]')).toHaveLength(6);
  });

  it('keyboard moves go into an empty slot, then on out of the container', async () => {
    await open([text('b_a'), container('b_sec', 'section', { main: [] }), text('b_b')]);
    await keyboardMove('Text', '{ArrowDown}');
    const blocks = store.getState().document.blocks;
    expect(ids(blocks)).toBe('b_sec,b_b');
    expect(ids(findBlock(blocks, 'b_sec')!.block.slots!.main)).toBe('b_a');
    await keyboardMove('Text', '{ArrowDown}{ArrowDown}');
    expect(ids(store.getState().document.blocks)).toBe('b_sec,b_b,b_a');
  });

  it('announces the slot a keyboard move is over', async () => {
    await open([text('b_a'), container('b_sec', 'section', { main: [text('b_c')] })]);
    const handle = screen.getAllByRole('button', { name: 'Move Text' })[0]!;
    handle.focus();
    await userEvent.keyboard('{ }{ArrowDown}');
    expect(await screen.findByText('Text is over position 1 of 2 in Section: main.')).toBeTruthy();
    // Only the aimed slot is positioned, for its indicator line; the others are not layers of their own.
    const slot = document.querySelector('[data-drop-list="b_sec:main"]')!;
    expect(slot.hasAttribute('data-aimed')).toBe(true);
    expect(slot.querySelector(':scope > [data-testid="drop-indicator"]')).toBeTruthy();
    expect(document.querySelectorAll('[data-aimed]')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(document.querySelectorAll('[data-aimed]')).toHaveLength(0);
    expect(ids(store.getState().document.blocks)).toBe('b_a,b_sec');
  });

  it('never moves a container into its own slots: the keyboard skips over them', async () => {
    await open([container('b_out', 'section', { main: [container('b_in', 'section', { main: [text('b_c')] })] }), text('b_x')]);
    const handle = screen.getAllByRole('button', { name: 'Move Section' })[0]!;
    handle.focus();
    await userEvent.keyboard('{ }{ArrowDown}');
    expect(await screen.findByText('Section is over position 2 of 2.')).toBeTruthy();
    await userEvent.keyboard('{ }');
    expect(ids(store.getState().document.blocks)).toBe('b_x,b_out');
    expect(ids(findBlock(store.getState().document.blocks, 'b_in')!.block.slots!.main)).toBe('b_c');
  });
});
