import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../schemas/page-document';
import { testRegistry } from './test-blocks';
import { createBlock } from './tree';
import DesignerScreen from './DesignerScreen';
import { backupKey } from './session/local-backup';
import { testI18n, withProviders } from './test-support';

const SCHOOL = '1234567890123456789';
const PAGE = '9876543210987654321';
const serverDoc = (): PageDocument => ({
  schemaVersion: 1,
  settings: { isfullPage: false },
  blocks: [{ ...createBlock(testRegistry.get('text')!), id: 'b_server01' }],
});

interface Call { method: string; url: URL; body: unknown }
let calls: Call[];
let saveReplies: Array<{ status: number; body: unknown }>;
let draftReplies: Array<{ status: number; body: unknown }>;
let schoolLanguage: { defaultLanguage: string; languages: string[]; overseas: boolean };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => ({ status: 200, body: { code: 200, message: 'success', data } });
const draft = (revision: number, document = serverDoc()) => ok({ page: { id: PAGE, code: 'home', name: 'Home page' }, revision, document, updatedAt: '' });

beforeEach(() => {
  calls = [];
  saveReplies = [];
  draftReplies = [];
  schoolLanguage = { defaultLanguage: 'zh_CN', languages: ['zh_CN', 'en_US'], overseas: false };
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname.endsWith('/pages')) return json(200, ok([{ id: PAGE, code: 'home', name: 'Home page', releasedVersion: null }]).body);
    if (url.pathname.endsWith('/select-user-renovation')) {
      const reply = draftReplies.shift() ?? draft(3);
      return json(reply.status, reply.body);
    }
    if (url.pathname.endsWith('/insert-user-renovation')) {
      const reply = saveReplies.shift() ?? ok({ revision: 4 });
      return json(reply.status, reply.body);
    }
    if (url.pathname.endsWith('/release-pages')) return json(200, ok({ version: 2, releasedAt: '2025-01-01T00:00:00Z' }).body);
    if (url.pathname.endsWith('/language/setting/open')) return json(200, ok(schoolLanguage).body);
    if (url.pathname.endsWith('/resource')) return json(200, ok({ list: [], total: 0, pageNumber: 1, pageSize: 8 }).body);
    return json(404, { code: 404, error: 'not.found', message: 'nope' });
  }));
});
afterEach(() => vi.unstubAllGlobals());

const saves = () => calls.filter((c) => c.url.pathname.endsWith('/insert-user-renovation'));
// Block frames only: a container's slots are labelled groups too.
const frames = () => within(screen.getByRole('region', { name: 'Canvas' })).queryAllByRole('group').filter((g) => g.hasAttribute('data-block-frame'));

async function open(lng: 'en_US' | 'zh_CN' = 'en_US', subSchoolId?: string) {
  const i18n = await testI18n(lng);
  const view = render(withProviders(i18n, <DesignerScreen schoolId={SCHOOL} subSchoolId={subSchoolId} registry={testRegistry} />));
  await screen.findByRole('heading', { name: 'Home page' });
  return view;
}

async function addSlider() {
  screen.getByRole('button', { name: 'Slider' }).focus();
  await userEvent.keyboard('{Enter}');
}

describe('DesignerScreen', () => {
  it('loads the home draft and draws it in the canvas', async () => {
    await open();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}?${c.url.searchParams}`).slice(0, 2)).toEqual([
      `GET /api/portal/api/v1/portal/pages?schoolId=${SCHOOL}`,
      `GET /api/portal/api/v1/portal/select-user-renovation?schoolId=${SCHOOL}&pageId=${PAGE}`,
    ]);
    expect(frames().map((f) => f.getAttribute('aria-label'))).toEqual(['Text, block 1 of 1']);
    expect(screen.getByTestId('save-state').textContent).toBe('All changes saved');
    expect(screen.getByRole('region', { name: 'Inspector' })).toBeTruthy();
  });

  it('speaks Chinese when the app does', async () => {
    await open('zh_CN');
    expect(screen.getByRole('region', { name: '画布' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '文字' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeTruthy();
  });

  it('names the page in the UI language, else by the school’s language order, and follows a language switch', async () => {
    // Arabic is stored first; it must never win by position alone.
    const name = { ar_SA: 'الرئيسية', fr_FR: 'Accueil', ja_JP: 'ホーム', en_US: 'Home' };
    draftReplies = [ok({ page: { id: PAGE, code: 'home', name }, revision: 3, document: serverDoc(), updatedAt: '' })];
    schoolLanguage = { defaultLanguage: 'fr_FR', languages: ['ja_JP', 'fr_FR'], overseas: false };
    const i18n = await testI18n('zh_CN');
    render(withProviders(i18n, <DesignerScreen schoolId={SCHOOL} registry={testRegistry} />));
    // No Chinese name: the school's default (fr_FR) comes before its other languages.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accueil'));
    await act(() => i18n.changeLanguage('en_US'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home'));
  });

  it('loads only the current language’s designer messages, and another when the app switches language', async () => {
    const i18n = await testI18n('en_US');
    render(withProviders(i18n, <DesignerScreen schoolId={SCHOOL} registry={testRegistry} />));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(i18n.hasResourceBundle('en_US', 'editor')).toBe(true);
    expect(i18n.hasResourceBundle('zh_CN', 'editor')).toBe(false);
    await act(() => i18n.changeLanguage('de_DE'));
    expect(await screen.findByRole('button', { name: 'Entwurf speichern' })).toBeTruthy();
    expect(i18n.hasResourceBundle('ar_SA', 'editor')).toBe(false);
  });

  it('edits the sub-school when one is given', async () => {
    const i18n = await testI18n();
    render(withProviders(i18n, <DesignerScreen schoolId={SCHOOL} subSchoolId="1111111111111111111" registry={testRegistry} />));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(calls[0]!.url.searchParams.get('schoolId')).toBe('1111111111111111111');
  });

  it('shows an error with a retry that loads the page', async () => {
    draftReplies.push({ status: 500, body: { code: 500, error: 'server.error', message: 'Database down' } });
    const i18n = await testI18n();
    render(withProviders(i18n, <DesignerScreen schoolId={SCHOOL} registry={testRegistry} />));
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Home page' });
  });

  it('adds a block from the palette with Enter, after the selected block, and selects it', async () => {
    await open();
    await addSlider();
    expect(frames().map((f) => f.getAttribute('aria-label'))).toEqual(['Text, block 1 of 2', 'Slider, block 2 of 2']);
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    await userEvent.click(frames()[0]!);
    screen.getByRole('button', { name: 'Section' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(frames().map((f) => f.getAttribute('aria-label'))).toEqual([
      'Text, block 1 of 3', 'Section, block 2 of 3', 'Slider, block 3 of 3',
    ]);
    expect(frames().map((f) => f.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(frames()).toHaveLength(2);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(frames()).toHaveLength(3);
  });

  it('saves the draft with page id, revision and document, then uses the new revision', async () => {
    await open();
    await addSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
    const body = saves()[0]!.body as { pageId: string; revision: number; document: PageDocument };
    expect(saves()[0]!.url.searchParams.get('schoolId')).toBe(SCHOOL);
    expect(body.pageId).toBe(PAGE);
    expect(body.revision).toBe(3);
    expect(body.document.blocks.map((b) => b.type)).toEqual(['text', 'slider']);
    await addSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect((saves()[1]!.body as { revision: number }).revision).toBe(4);
  });

  it('keeps the work on 409 and overwrites with the server revision on request', async () => {
    await open();
    await addSlider();
    saveReplies.push({ status: 409, body: { code: 409, error: 'page.stale_revision', message: 'stale', details: [{ currentRevision: 7 }] } });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'This page was changed elsewhere' });
    expect(frames()).toHaveLength(2);
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    draftReplies.push(draft(7, { ...serverDoc(), blocks: [] }));
    saveReplies.push(ok({ revision: 8 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = saves()[1]!.body as { revision: number; document: PageDocument };
    expect(body.revision).toBe(7);
    expect(body.document.blocks.map((b) => b.type)).toEqual(['text', 'slider']);
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
  });

  it('reloads the server draft on 409 when asked, replacing local work', async () => {
    await open();
    await addSlider();
    saveReplies.push({ status: 409, body: { code: 409, error: 'page.stale_revision', message: 'stale', details: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog');
    draftReplies.push(draft(9, { ...serverDoc(), blocks: [] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(frames()).toHaveLength(0));
    expect(screen.getByTestId('save-state').textContent).toBe('All changes saved');
    expect(localStorage.getItem(backupKey(SCHOOL, PAGE))).toBeNull();
  });

  it('refuses to save an invalid page and lists the problems', async () => {
    await open();
    await userEvent.click(frames()[0]!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Text 1 › Link: is not in the expected format');
    expect(saves()).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Link' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s pointers on 400', async () => {
    await open();
    await addSlider();
    saveReplies.push({ status: 400, body: { code: 400, error: 'page.invalid_document', message: 'bad', details: [{ pointer: '/blocks/1/props/slides/0/caption/en_US', message: 'is unsafe' }] } });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Slider 2 › Slides 1 › Caption (en_US): is unsafe');
  });

  it('releases from a dialog that lists the changes and takes a note, after saving, then links to the portal', async () => {
    await open();
    await addSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this page' });
    // Never released (the live page answers 404): both blocks are new.
    await within(dialog).findByRole('heading', { name: 'Added (2)' });
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Spring banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release now' }));
    const done = await screen.findByRole('dialog', { name: 'Version 2 is live' });
    expect(within(done).getByRole('status').textContent).toBe('Released version 2');
    const release = calls.find((c) => c.url.pathname.endsWith('/release-pages'))!;
    expect(release.method).toBe('PUT');
    expect(release.url.searchParams.get('id')).toBe(PAGE);
    expect(release.body).toEqual({ revision: 4, note: 'Spring banner' });
    expect(saves()).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Open the portal in a new tab' });
    expect(link.getAttribute('href')).toBe(`/portal/${SCHOOL}/home`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps unsaved work on this device and offers it back after a reload', async () => {
    const first = await open();
    await addSlider();
    // Written shortly after the last edit, not on every keystroke.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(backupKey(SCHOOL, PAGE)) ?? 'null')?.document.blocks).toHaveLength(2));
    first.unmount();
    await open();
    expect(frames()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(frames()).toHaveLength(2);
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
  });

  it('deletes the focused block with the Delete key', async () => {
    await open();
    await addSlider();
    await userEvent.click(frames()[1]!);
    await userEvent.keyboard('{Delete}');
    expect(frames().map((f) => f.getAttribute('aria-label'))).toEqual(['Text, block 1 of 1']);
  });
});
