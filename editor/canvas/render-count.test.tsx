import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRegistry, type BlockComponentProps } from '../../renderer/block-definition';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { hoverBlock, moveSelection, removeBlock, selectBlock, updateProp } from '../actions';
import { DesignerDnd } from '../dnd/DesignerDnd';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { Canvas } from './Canvas';

// Every block component records its id when it renders, so a test sees exactly which blocks an edit redrew.
let drawn: string[] = [];
function Counted({ id, props, slots }: BlockComponentProps) {
  drawn.push(id);
  const title = (props.title as Record<string, string> | undefined)?.en_US;
  return (
    <div>
      {title && <h2>{title}</h2>}
      {Object.entries(slots).map(([name, children]) => (
        <div key={name}>{children}</div>
      ))}
    </div>
  );
}
const registry = createRegistry([...testRegistry.values()].map((def) => ({ ...def, load: async () => ({ default: Counted }) })));

const text = (id: string): BlockNode => ({ id, type: 'text', v: 1, props: { title: { en_US: id } } });
const section = (id: string, main: BlockNode[]): BlockNode => ({ id, type: 'section', v: 1, props: {}, slots: { main } });

let store: EditorStore;

async function open() {
  store = createEditorStore(registry);
  // b_a sits three levels deep: page › b_s1 › b_s2 › b_a.
  const blocks = [section('b_s1', [section('b_s2', [text('b_a'), text('b_b')]), text('b_c')]), text('b_d'), section('b_s3', [text('b_e')])];
  store.getState().load({ ...emptyDocument(), blocks }, {});
  render(withProviders(await editorI18n('en_US'), (
    <EditorStoreContext.Provider value={store}>
      <DesignerDnd registry={registry}>
        <Canvas registry={registry} schoolId="1" />
      </DesignerDnd>
    </EditorStoreContext.Provider>
  )));
  await screen.findByRole('heading', { name: 'b_e' });
  drawn = [];
}

const run = (change: () => void) => {
  drawn = [];
  act(change);
  return [...drawn].sort();
};

beforeEach(() => localStorage.clear());

describe('block renders per edit', () => {
  it('an edit redraws the edited block and its ancestors, and nothing else', async () => {
    await open();
    const redrawn = run(() => store.getState().dispatch(updateProp, { id: 'b_a', name: 'title', value: { en_US: 'changed' } }));
    expect(redrawn).toEqual(['b_a', 'b_s1', 'b_s2']);
    expect(screen.getByRole('heading', { name: 'changed' })).toBeTruthy();
  });

  it('selecting and hovering redraw no block', async () => {
    await open();
    expect(run(() => store.getState().dispatch(selectBlock, { id: 'b_e' }))).toEqual([]);
    expect(run(() => store.getState().dispatch(hoverBlock, { id: 'b_b' }))).toEqual([]);
    expect(document.querySelector('[data-frame-id="b_e"]')!.getAttribute('aria-current')).toBe('true');
  });

  it('moving a top-level block redraws none of the moved or unmoved blocks', async () => {
    await open();
    expect(run(() => store.getState().dispatch(moveSelection, { ids: ['b_d'], direction: -1 }))).toEqual([]);
    const order = [...document.querySelectorAll('[data-drop-list="root"] > .pb-page > [data-block-frame]')].map((f) => f.getAttribute('data-frame-id'));
    expect(order).toEqual(['b_d', 'b_s1', 'b_s3']);
  });

  it('a structural edit renames the frames whose place changed, and draws none of them', async () => {
    await open();
    const name = (id: string) => document.querySelector(`[data-frame-id="${id}"]`)!.getAttribute('aria-label');
    expect([name('b_d'), name('b_s3'), name('b_e')]).toEqual(['Text, block 2 of 3', 'Section, block 3 of 3', 'Text, block 1 of 1']);
    expect(run(() => store.getState().dispatch(removeBlock, { id: 'b_s1' }))).toEqual([]);
    expect([name('b_d'), name('b_s3'), name('b_e')]).toEqual(['Text, block 1 of 2', 'Section, block 2 of 2', 'Text, block 1 of 1']);
    act(() => store.getState().undo());
    expect([name('b_s1'), name('b_d'), name('b_s3')]).toEqual(['Section, block 1 of 3', 'Text, block 2 of 3', 'Section, block 3 of 3']);
    // A later drawing of a renamed frame (it is selected) keeps the name it was given.
    act(() => store.getState().dispatch(selectBlock, { id: 'b_d' }));
    expect(name('b_d')).toBe('Text, block 2 of 3');
  });

  it('moving a block inside a container redraws only that container and its ancestors', async () => {
    await open();
    expect(run(() => store.getState().dispatch(moveSelection, { ids: ['b_b'], direction: -1 }))).toEqual(['b_s1', 'b_s2']);
  });
});
