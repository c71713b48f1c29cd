import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { FooterSettingsButton } from './FooterSettings';

const SCHOOL = '1234567890123456789';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// jsdom has no modal dialogs; opening one here just shows it.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
afterEach(() => vi.unstubAllGlobals());

describe('footer settings', () => {
  it('words a refused save by its error key in the UI language, not in the server’s English', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return json(403, { code: 403, error: 'auth.forbidden', message: 'You do not have permission to do this.' });
      if (url.startsWith('/api/school/biz/queryConfig')) return json(200, { code: 200, data: [] });
      return json(200, { code: 200, data: { templates: [{ templateType: 1, isUsed: true }], VersionInformationSwitch: '0', helpCenterJumpSchool: '' } });
    }));
    const i18n = await editorI18n('ja_JP');
    i18n.addResourceBundle('ja_JP', 'translation', { footerSettings: { open: 'フッター設定', save: '保存' } });
    render(withProviders(i18n, <EditorStoreContext.Provider value={createEditorStore(testRegistry, { schoolId: SCHOOL })}><FooterSettingsButton /></EditorStoreContext.Provider>));
    await userEvent.click(screen.getByRole('button', { name: 'フッター設定' }));
    const save = screen.getByRole('button', { name: '保存' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    expect((await screen.findByRole('status')).textContent).toBe('この操作を行う権限がありません。');
  });
});
