import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { Outline } from '../outline/Outline';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { createBlock } from '../tree';
import { Inspector } from './Inspector';

// Each inspector field and each outline row records itself when it renders.
const drawn = vi.hoisted(() => ({ fields: [] as string[], rows: [] as string[] }));
vi.mock('./widgets', async (original) => {
  const actual = await original<typeof import('./widgets')>();
  return { ...actual, FieldEditor: (props: ComponentProps<typeof actual.FieldEditor>) => (drawn.fields.push(props.field.name), <actual.FieldEditor {...props} />) };
});
vi.mock('../outline/OutlineItem', async (original) => {
  const actual = await original<typeof import('../outline/OutlineItem')>();
  return { OutlineItem: memo((props: ComponentProps<typeof actual.OutlineItem>) => (drawn.rows.push(props.id), <actual.OutlineItem {...props} />)) };
});

let store: EditorStore;

beforeEach(async () => {
  store = createEditorStore(testRegistry);
  const blocks = ['b_one', 'b_two', 'b_three'].map((id) => ({ ...createBlock(testRegistry.get('text')!), id }));
  store.getState().load({ ...emptyDocument(), blocks }, {});
  store.getState().dispatch(selectBlock, { id: 'b_two' });
  render(withProviders(await editorI18n('en_US'), (
    <EditorStoreContext.Provider value={store}>
      <Outline registry={testRegistry} />
      <Inspector registry={testRegistry} />
    </EditorStoreContext.Provider>
  )));
  drawn.fields = [];
  drawn.rows = [];
});

describe('renders per keystroke in the inspector', () => {
  it('a keystroke redraws only the field typed in, and no outline row', async () => {
    await userEvent.type(screen.getByLabelText('Title (en_US)'), '!');
    expect(store.getState().document.blocks[1]!.props.title).toMatchObject({ en_US: 'Hello!' });
    expect(new Set(drawn.fields)).toEqual(new Set(['title']));
    expect(drawn.rows).toEqual([]);
  });

  it('selecting another block redraws only the rows whose selection changed', async () => {
    store.getState().dispatch(selectBlock, { id: 'b_three' });
    await screen.findByDisplayValue('Hello');
    expect(drawn.rows.sort()).toEqual(['b_three', 'b_two']);
  });
});
