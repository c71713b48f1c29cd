import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { FeedbackInboxButton } from './FeedbackInbox';

const SCHOOL = '1234567890123456789';
const MINUTE = 60_000;
const item = (id: string, feedbackContent: string, createdAt: Date) => ({
  id, feedbackType: 1, feedbackContent, picUrl: '', allowContact: 0, phoneNumber: null, userName: 'Li', status: 0, createdAt: createdAt.toISOString(),
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// jsdom has no modal dialogs; opening one here just shows it.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
afterEach(() => vi.unstubAllGlobals());

async function openInbox(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
  const i18n = await editorI18n('zh_CN');
  // The app's own messages this dialog needs (its namespace in the app is the default one).
  i18n.addResourceBundle('zh_CN', 'translation', { time: { justNow: '刚刚' }, legal: { feedbackInbox: { title: '收到的反馈' } } });
  const store = createEditorStore(testRegistry, { schoolId: SCHOOL });
  render(withProviders(i18n, <EditorStoreContext.Provider value={store}><FeedbackInboxButton /></EditorStoreContext.Provider>));
  await userEvent.click(screen.getByRole('button', { name: '收到的反馈' }));
}

describe('feedback inbox', () => {
  it('says when each submission came by the relative-time rule, in the UI language', async () => {
    const now = Date.now();
    const ahead = new Date(now + 60 * MINUTE);
    await openInbox(() => json(200, { code: 200, data: { total: 3, list: [
      item('1', 'just sent', new Date(now - 2 * MINUTE)),
      item('2', 'half an hour', new Date(now - 30 * MINUTE)),
      item('3', 'clock ahead', ahead),
    ] } }));
    const timeOf = async (content: string) => within(await screen.findByRole('listitem', { name: content })).getByText((_, el) => el?.tagName === 'TIME');
    expect((await timeOf('just sent')).textContent).toBe('刚刚');
    expect((await timeOf('half an hour')).textContent).toBe('30分钟前');
    // Another machine's clock ahead of this one: no relative time, the full date and time instead.
    expect((await timeOf('clock ahead')).textContent).toBe(ahead.toLocaleString('zh-CN'));
  });

  it('words a refusal by its error key, not in the server’s English', async () => {
    await openInbox(() => json(403, { code: 403, error: 'auth.forbidden', message: 'You do not have permission to do this.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('你没有执行此操作的权限。');
  });
});
