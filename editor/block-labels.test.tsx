import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasBlockLabels } from '../blocks/_shared/labels';
import { blockRegistry } from '../blocks';
import DesignerScreen from './DesignerScreen';
import { testI18n, withProviders } from './test-support';
import { createBlock } from './tree';

// The real block library's labels in the designer: palette, canvas, outline and inspector read message ids
// through the language's label file, which is downloaded with the designer's messages.

const SCHOOL = '1234567890123456789';
const PAGE = '9876543210987654321';
const json = (body: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data: body }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  const document = { schemaVersion: 1, settings: { isfullPage: false }, blocks: [{ ...createBlock(blockRegistry.get('columns')!), id: 'b_columns1' }] };
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.endsWith('/pages')) return json([{ id: PAGE, code: 'home', name: 'Home page', releasedVersion: null }]);
    if (url.pathname.endsWith('/select-user-renovation')) return json({ page: { id: PAGE, code: 'home', name: 'Home page' }, revision: 1, document, updatedAt: '' });
    return new Response(JSON.stringify({ code: 404, error: 'not.found', message: 'nope' }), { status: 404 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('block labels in the designer', () => {
  it('names blocks, slots, fields and options in the UI language, and again after a switch', async () => {
    const i18n = await testI18n('en_US');
    render(withProviders(i18n, <DesignerScreen schoolId={SCHOOL} registry={blockRegistry} />));
    await screen.findByRole('heading', { name: 'Home page' });
    const palette = screen.getByRole('region', { name: 'Blocks' });
    expect(within(palette).getByRole('button', { name: 'Course cards' })).toBeTruthy();
    const canvas = screen.getByRole('region', { name: 'Canvas' });
    await userEvent.click(within(canvas).getByRole('group', { name: 'Columns, block 1 of 1' }));
    expect(within(canvas).getByRole('group', { name: /Columns: First column/ })).toBeTruthy();
    const inspector = screen.getByRole('region', { name: 'Inspector' });
    expect(within(inspector).getByRole('combobox', { name: 'Gap' })).toBeTruthy();
    expect(within(inspector).getByRole('option', { name: 'Medium' })).toBeTruthy();

    await act(() => i18n.changeLanguage('de_DE'));
    const inspectorDe = await screen.findByRole('region', { name: 'Eigenschaften' });
    expect(await within(inspectorDe).findByRole('combobox', { name: 'Spaltenabstand' })).toBeTruthy();
    expect(within(inspectorDe).getByRole('option', { name: 'Mittel' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Bausteine' })).getByRole('button', { name: 'Kurskarten' })).toBeTruthy();
    expect(hasBlockLabels('de_DE')).toBe(true);
    expect(hasBlockLabels('ar_SA')).toBe(false);
  });
});
