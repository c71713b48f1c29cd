import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { registerEditorMessages } from '../i18n';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testI18n, withProviders } from '../test-support';
import { createBlock } from '../tree';
import { Inspector } from './Inspector';

let store: EditorStore;
const block = (type: string, id: string): BlockNode => ({ ...createBlock(blockRegistry.get(type)!), id });
const props = (id: string) => store.getState().document.blocks.find((b) => b.id === id)!.props;

async function renderInspector(selected: string | null, lng: 'en_US' | 'zh_CN' = 'en_US') {
  const i18n = await testI18n(lng);
  registerEditorMessages(i18n);
  store.getState().dispatch(selectBlock, { id: selected });
  render(withProviders(i18n, <EditorStoreContext.Provider value={store}><Inspector registry={blockRegistry} /></EditorStoreContext.Provider>));
}

beforeEach(() => {
  store = createEditorStore(blockRegistry);
  store.getState().load({ ...emptyDocument(), blocks: [block('banner', 'b_banner1'), block('course-cards', 'b_cards01'), block('rich-text', 'b_rich001')] }, {});
});

describe('Inspector', () => {
  it('is a labelled region that asks for a selection when nothing is selected', async () => {
    await renderInspector(null);
    expect(screen.getByRole('region', { name: 'Inspector' }).textContent).toContain('Select a block');
  });

  it('typing in "Title (en_US)" updates the store, as one undo step', async () => {
    await renderInspector('b_banner1');
    const input = screen.getByLabelText('Title (en_US)');
    await userEvent.clear(input);
    await userEvent.type(input, 'Hello');
    expect(props('b_banner1').title).toEqual({ zh_CN: '欢迎来到我们的学校', en_US: 'Hello' });
    expect(screen.getByLabelText('Title (zh_CN)')).toHaveProperty('value', '欢迎来到我们的学校');
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('labels fields in the UI language', async () => {
    await renderInspector('b_banner1', 'zh_CN');
    expect(screen.getByRole('region', { name: '属性' })).toBeTruthy();
    expect(screen.getByLabelText('标题 (en_US)')).toBeTruthy();
  });

  it('shows an error for an out-of-range number, keeps the value, and clears it when fixed', async () => {
    await renderInspector('b_cards01');
    const count = screen.getByLabelText('Number of courses');
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    expect(props('b_cards01').count).toBe(25);
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(count.getAttribute('aria-describedby')!)!.textContent).toMatch(/<= 20/);
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    expect(props('b_cards01').count).toBe(12);
    expect(count.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a too-long title at the language input', async () => {
    await renderInspector('b_cards01');
    const input = screen.getByLabelText('Heading (en_US)');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(61));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Heading (zh_CN)').getAttribute('aria-invalid')).toBeNull();
  });

  it('edits enums with their labels, booleans and URLs', async () => {
    await renderInspector('b_cards01');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Newest');
    expect(props('b_cards01').sort).toBe(0);
    await userEvent.click(screen.getByLabelText('Show "more" link'));
    expect(props('b_cards01').showMore).toBe(false);
    act(() => store.getState().dispatch(selectBlock, { id: 'b_banner1' }));
    await userEvent.type(screen.getByLabelText('Link'), 'javascript:x');
    expect(screen.getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
  });

  it('sanitizes rich text before it enters the store', async () => {
    await renderInspector('b_rich001');
    const area = screen.getByLabelText('Text (en_US)');
    await userEvent.clear(area);
    await userEvent.click(area);
    await userEvent.paste('<p onclick="evil()">Hi<script>alert(1)</script></p>');
    expect((props('b_rich001').content as Record<string, string>).en_US).toBe('<p>Hi</p>');
  });

  it('deletes and duplicates the selected block', async () => {
    await renderInspector('b_banner1');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate block' }));
    expect(store.getState().document.blocks.map((b) => b.type)).toEqual(['banner', 'banner', 'course-cards', 'rich-text']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete block' }));
    expect(store.getState().document.blocks).toHaveLength(3);
  });
});
