import { describe, expect, it } from 'vitest';
import { testRegistry } from '../test-blocks';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { addBlock, duplicateBlock, moveBlock, removeBlock, selectBlock, updateProp } from '../actions';
import { createBlock } from '../tree';
import { createEditorStore, isDirty } from './editor-store';

const banner = (id: string): BlockNode => ({ ...createBlock(testRegistry.get('text')!), id });
function loaded(...ids: string[]) {
  const store = createEditorStore(testRegistry);
  store.getState().load({ ...emptyDocument(), blocks: ids.map(banner) }, { revision: 1 });
  return store;
}
const order = (store: ReturnType<typeof loaded>) => store.getState().document.blocks.map((b) => b.id).join(',');

describe('editor store', () => {
  it('records add, move and remove as steps that undo and redo in order', () => {
    const store = loaded('b_a', 'b_b');
    const s = () => store.getState();
    s().dispatch(addBlock, { block: banner('b_n'), index: 1 });
    s().dispatch(moveBlock, { id: 'b_a', index: 2 });
    s().dispatch(removeBlock, { id: 'b_b' });
    expect(order(store)).toBe('b_n,b_a');
    s().undo();
    expect(order(store)).toBe('b_n,b_b,b_a');
    s().undo();
    s().undo();
    expect(order(store)).toBe('b_a,b_b');
    expect(isDirty(s())).toBe(false);
    s().redo();
    expect(order(store)).toBe('b_a,b_n,b_b');
    expect(isDirty(s())).toBe(true);
  });

  it('selection never enters the history', () => {
    const store = loaded('b_a');
    store.getState().dispatch(selectBlock, { id: 'b_a' });
    expect(store.getState().ui.selectedId).toBe('b_a');
    expect(store.getState().history.past).toHaveLength(0);
    expect(isDirty(store.getState())).toBe(false);
  });

  it('typing in one field is one undo step until the field is left', () => {
    const store = loaded('b_a');
    const s = () => store.getState();
    for (const text of ['H', 'Hi', 'Hi!']) s().dispatch(updateProp, { id: 'b_a', name: 'title', value: { en_US: text } });
    expect(s().history.past).toHaveLength(1);
    s().sealHistory();
    s().dispatch(updateProp, { id: 'b_a', name: 'title', value: { en_US: 'Bye' } });
    expect(s().history.past).toHaveLength(2);
    s().undo();
    expect(s().document.blocks[0]!.props.title).toEqual({ en_US: 'Hi!' });
    s().undo();
    expect(s().document.blocks[0]!.props.title).toEqual(testRegistry.get('text')!.defaults.title);
  });

  it('delete selects the neighbour; duplicate selects the copy; undo restores the selection', () => {
    const store = loaded('b_a', 'b_b', 'b_c');
    const s = () => store.getState();
    s().dispatch(selectBlock, { id: 'b_b' });
    s().dispatch(removeBlock, { id: 'b_b' });
    expect(s().ui.selectedId).toBe('b_c');
    s().undo();
    expect(s().ui.selectedId).toBe('b_b');
    s().dispatch(duplicateBlock, { id: 'b_c' });
    const copy = s().ui.selectedId!;
    expect(order(store)).toBe(`b_a,b_b,b_c,${copy}`);
    expect(copy).not.toBe('b_c');
  });

  it('no-op actions leave state and history alone', () => {
    const store = loaded('b_a', 'b_b');
    const before = store.getState().document;
    store.getState().dispatch(moveBlock, { id: 'b_a', index: 0 });
    store.getState().dispatch(removeBlock, { id: 'b_zz' });
    expect(store.getState().document).toBe(before);
    expect(store.getState().history.past).toHaveLength(0);
  });
});
