import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDocument } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { Inspector } from './Inspector';

let store: EditorStore;
const slides = () => store.getState().document.blocks[0]!.props.slides as { caption: Record<string, string>; url: string }[];
const captions = () => slides().map((s) => s.caption.en_US ?? '');

beforeEach(async () => {
  store = createEditorStore(testRegistry);
  const props = { slides: [{ caption: { en_US: 'One' }, url: '' }, { caption: { en_US: 'Two' }, url: '' }] };
  store.getState().load({ ...emptyDocument(), blocks: [{ id: 'b_slide01', type: 'slider', v: 1, props }] }, {});
  store.getState().dispatch(selectBlock, { id: 'b_slide01' });
  const i18n = await editorI18n('en_US');
  render(withProviders(i18n, <EditorStoreContext.Provider value={store}><Inspector registry={testRegistry} /></EditorStoreContext.Provider>));
});

describe('array widget', () => {
  it('draws each item with the same field generator, as a labelled group', () => {
    const first = screen.getByRole('group', { name: 'Slides 1' });
    expect(within(first).getByLabelText('Caption (en_US)')).toHaveProperty('value', 'One');
    expect(within(first).getByLabelText('Image')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Slides 2' })).toBeTruthy();
  });

  it('edits a field inside an item', async () => {
    const second = screen.getByRole('group', { name: 'Slides 2' });
    await userEvent.type(within(second).getByLabelText('Caption (en_US)'), '!');
    expect(captions()).toEqual(['One', 'Two!']);
  });

  it('adds items up to maxItems, each its own undo step', async () => {
    const add = screen.getByRole('button', { name: 'Add to Slides' });
    await userEvent.click(add);
    expect(slides()).toHaveLength(3);
    expect(slides()[2]).toEqual({ caption: {}, url: '' });
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('This list holds at most 3 items.')).toBeTruthy();
    act(() => store.getState().undo());
    expect(slides()).toHaveLength(2);
  });

  it('moves items up and down; the ends cannot move further', async () => {
    expect(screen.getByRole('button', { name: 'Move Slides 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Slides 2 down' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Slides 1 down' }));
    expect(captions()).toEqual(['Two', 'One']);
    expect(within(screen.getByRole('group', { name: 'Slides 1' })).getByLabelText('Caption (en_US)')).toHaveProperty('value', 'Two');
    await userEvent.click(screen.getByRole('button', { name: 'Move Slides 2 up' }));
    expect(captions()).toEqual(['One', 'Two']);
  });

  it('removes items but keeps minItems', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Remove Slides 1' }));
    expect(captions()).toEqual(['Two']);
    expect(screen.getByRole('button', { name: 'Remove Slides 1' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This list needs at least 1 items.')).toBeTruthy();
  });

  it('edits arrays of strings and nested objects', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Add to Tags' }));
    await userEvent.type(screen.getByLabelText('Tags 1'), 'news');
    expect(store.getState().document.blocks[0]!.props.tags).toEqual(['news']);
    const frame = screen.getByRole('group', { name: 'Frame' });
    await userEvent.type(within(frame).getByLabelText('Frame width'), '4');
    expect(store.getState().document.blocks[0]!.props.frame).toEqual({ width: 4 });
  });
});
