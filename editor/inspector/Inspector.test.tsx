import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../schemas/languages';
import { emptyDocument, type BlockNode } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext, useEditor } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { createBlock } from '../tree';
import { Inspector } from './Inspector';

let store: EditorStore;
const block = (type: string, id: string, props?: Record<string, unknown>): BlockNode => ({ ...createBlock(testRegistry.get(type)!), id, ...(props && { props }) });
const props = (id: string) => store.getState().document.blocks.find((b) => b.id === id)!.props;

async function renderInspector(selected: string | null, lng: Language = 'en_US') {
  const i18n = await editorI18n(lng);
  store.getState().dispatch(selectBlock, { id: selected });
  render(withProviders(i18n, <EditorStoreContext.Provider value={store}><Inspector registry={testRegistry} /></EditorStoreContext.Provider>));
}

beforeEach(() => {
  store = createEditorStore(testRegistry);
  store.getState().load({ ...emptyDocument(), blocks: [block('text', 'b_text001'), block('section', 'b_sect001'), block('slider', 'b_slide01')] }, {});
});

describe('Inspector', () => {
  // First of the file: once loaded, the rich text editor's module stays loaded and no later render waits for it.
  it('says the rich text editor is loading, busy, until it has loaded', async () => {
    await renderInspector('b_text001');
    const note = screen.getAllByRole('status').find((el) => el.textContent === 'Loading the text editor…');
    expect(note?.getAttribute('aria-busy')).toBe('true');
    // The first import of TipTap and ProseMirror can take seconds on a busy machine: wait for it, not for a fixed second.
    expect(await screen.findByRole('textbox', { name: 'Body (en_US)' }, { timeout: 10_000 })).toBeTruthy();
    expect(note?.isConnected).toBe(false);
  });

  it('is a labelled region that asks for a selection when nothing is selected', async () => {
    await renderInspector(null);
    expect(screen.getByRole('region', { name: 'Inspector' }).textContent).toContain('Select a block');
  });

  it('typing in "Title (en_US)" updates the store, as one undo step', async () => {
    await renderInspector('b_text001');
    const input = screen.getByLabelText('Title (en_US)');
    await userEvent.clear(input);
    await userEvent.type(input, 'Hi there');
    expect(props('b_text001').title).toEqual({ zh_CN: '你好', en_US: 'Hi there' });
    expect(screen.getByLabelText('Title (zh_CN)')).toHaveProperty('value', '你好');
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('labels fields and errors in the UI language, Arabic included', async () => {
    await renderInspector('b_text001', 'ar_SA');
    expect(screen.getByRole('region', { name: 'الخصائص' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('大小'), '9');
    expect(screen.getByLabelText('大小').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('يجب ألا يزيد على 5')).toBeTruthy();
  });

  it('shows a translated error for an out-of-range number, and clears it when fixed', async () => {
    await renderInspector('b_text001');
    const size = screen.getByLabelText('Size');
    await userEvent.type(size, '7');
    expect(props('b_text001').size).toBe(7);
    expect(document.getElementById(size.getAttribute('aria-describedby')!)!.textContent).toBe('must be at most 5');
    await userEvent.clear(size);
    await userEvent.type(size, '3');
    expect(size.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a too-long title at its language input only', async () => {
    await renderInspector('b_text001');
    const input = screen.getByLabelText('Title (en_US)');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(21));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must not be longer than 20 characters')).toBeTruthy();
    expect(screen.getByLabelText('Title (zh_CN)').getAttribute('aria-invalid')).toBeNull();
  });

  it('sanitizes rich text before it enters the store', async () => {
    await renderInspector('b_text001');
    // Raw HTML goes in through the source view only; the store gets it sanitized.
    await userEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    const area = screen.getByLabelText('Body HTML (en_US)');
    await userEvent.click(area);
    await userEvent.paste('<p onclick="evil()">Hi<script>alert(1)</script></p>');
    expect((props('b_text001').body as Record<string, string>).en_US).toBe('<p>Hi</p>');
  });

  it('deletes and duplicates the selected block', async () => {
    await renderInspector('b_text001');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate block' }));
    expect(store.getState().document.blocks.map((b) => b.type)).toEqual(['text', 'text', 'section', 'slider']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete block' }));
    expect(store.getState().document.blocks).toHaveLength(3);
  });
});

describe('colour widget', () => {
  it('stores a valid hex colour from the text box and refuses anything else', async () => {
    await renderInspector('b_sect001');
    const hex = screen.getByLabelText('Background colour (hex)');
    await userEvent.type(hex, '#12ab');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(props('b_sect001').background).toBeUndefined();
    await userEvent.type(hex, 'EF');
    expect(props('b_sect001').background).toBe('#12abEF');
    expect(hex.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Background colour')).toHaveProperty('value', '#12abef');
  });
});

describe('localized text in twelve languages', () => {
  it('shows zh_CN and en_US, adds another language from the select, and stores it', async () => {
    await renderInspector('b_text001');
    expect(screen.queryByLabelText('Title (fr_FR)')).toBeNull();
    const add = screen.getByRole('combobox', { name: 'Add a language to Title' });
    expect(Array.from((add as HTMLSelectElement).options).slice(1).map((o) => o.value)).toHaveLength(10);
    await userEvent.selectOptions(add, 'fr_FR');
    await userEvent.type(screen.getByLabelText('Title (fr_FR)'), 'Bonjour');
    expect(props('b_text001').title).toEqual({ zh_CN: '你好', en_US: 'Hello', fr_FR: 'Bonjour' });
    expect(screen.getByLabelText('Title (fr_FR)').getAttribute('lang')).toBe('fr-FR');
  });

  it('badges the languages a text lacks: zh_CN and en_US always, and those other fields of the page use', async () => {
    store.getState().load({ ...emptyDocument(), blocks: [block('text', 'b_text001', { title: { zh_CN: '你好', de_DE: 'Hallo' } }), block('text', 'b_text002', { title: { ja_JP: 'こんにちは' } })] }, {});
    await renderInspector('b_text001');
    const badges = screen.getAllByRole('note');
    expect(badges.map((b) => b.textContent)).toEqual([
      'Missing translations: en_US, ja_JP', // Title
      'Missing translations: zh_CN, en_US, de_DE, ja_JP', // Body, still empty
    ]);
    await userEvent.type(screen.getByLabelText('Title (en_US)'), 'Hello');
    expect(screen.getAllByRole('note')[0]!.textContent).toBe('Missing translations: ja_JP');
  });
});

describe('Inspector beside the canvas', () => {
  it('follows a new selection in a render of its own, after the commit that shows the selection', async () => {
    const i18n = await editorI18n('en_US');
    store.getState().dispatch(selectBlock, { id: 'b_text001' });
    // Stands for the canvas: it reads the inspector's heading in the commit that draws the new selection.
    const seen: string[] = [];
    function CanvasStandIn() {
      const selected = useEditor((s) => s.ui.selectedId);
      useLayoutEffect(() => {
        seen.push(`${selected}: ${document.querySelector('.inspector__heading')?.textContent}`);
      }, [selected]);
      return null;
    }
    render(withProviders(i18n, (
      <EditorStoreContext.Provider value={store}>
        <CanvasStandIn />
        <Inspector registry={testRegistry} />
      </EditorStoreContext.Provider>
    )));
    act(() => store.getState().dispatch(selectBlock, { id: 'b_sect001' }));
    expect(seen.at(-1)).toBe('b_sect001: Text block');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Section block');
    // Typing in the selected block is shown at once.
    act(() => store.getState().dispatch(selectBlock, { id: 'b_text001' }));
    await userEvent.type(screen.getByLabelText('Size'), '4');
    expect(screen.getByLabelText('Size')).toHaveProperty('value', '4');
  });
});
