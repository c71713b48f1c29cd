import { describe, expect, it } from 'vitest';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { addBlock, updateProp } from '../actions';
import { testRegistry } from '../test-blocks';
import { createBlock } from '../tree';
import { createEditorStore } from './editor-store';
import { historyLines, stepsTo } from './history-list';

const text = (id: string): BlockNode => ({ ...createBlock(testRegistry.get('text')!), id });

function edited() {
  const store = createEditorStore(testRegistry);
  store.getState().load({ ...emptyDocument(), blocks: [text('b_a')] }, {});
  const s = () => store.getState();
  s().dispatch(addBlock, { block: text('b_b'), index: 1 });
  for (const title of ['H', 'He', 'Hey']) s().dispatch(updateProp, { id: 'b_b', name: 'title', value: { en_US: title } });
  s().sealHistory();
  s().dispatch(addBlock, { block: text('b_c'), index: 2 });
  return store;
}

describe('history list', () => {
  it('lists the opened page and one line per named step (typing in one field is one step)', () => {
    const store = edited();
    store.getState().undo();
    expect(historyLines(store.getState().history)).toEqual([
      { position: 0, action: null, state: 'done' },
      { position: 1, action: 'addBlock', state: 'done' },
      { position: 2, action: 'updateProp', state: 'current' },
      { position: 3, action: 'addBlock', state: 'undone' },
    ]);
  });

  it.each([[0, -3], [2, -1], [3, 0], [9, 0], [-4, -3]])('stepsTo(%i) from the newest step is %i', (position, steps) => {
    expect(stepsTo(edited().getState().history, position)).toBe(steps);
  });

  it('goTo travels back and forward to a line of the list', () => {
    const store = edited();
    const ids = () => store.getState().document.blocks.map((b) => b.id).join(',');
    store.getState().goTo(0);
    expect(ids()).toBe('b_a');
    store.getState().goTo(2);
    expect(ids()).toBe('b_a,b_b');
    expect(store.getState().document.blocks[1]!.props.title).toEqual({ en_US: 'Hey' });
    store.getState().goTo(3);
    expect(ids()).toBe('b_a,b_b,b_c');
  });
});
