import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { EditorStoreContext } from '../store/StoreContext';
import { testRegistry } from '../test-blocks';
import { editorI18n, withProviders } from '../test-support';
import { Inspector } from './Inspector';

const SCHOOL = '1234567890123456789';
const course = (n: number) => ({ id: `10000000000000000${n}0`.slice(0, 19), title: { zh_CN: `课程${n}`, en_US: `Course ${n}` }, type: 1 });
const COURSES = [1, 2, 3, 4, 5].map(course);
const idOf = (n: number) => course(n).id;

let store: EditorStore;
let urls: URL[];
const picked = () => store.getState().document.blocks[0]!.props.customIds as string[];

beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    urls.push(url);
    const ids = url.searchParams.get('ids')?.split(',');
    const keyword = url.searchParams.get('keyword') ?? '';
    const list = ids ? ids.map((id) => COURSES.find((c) => c.id === id)).filter(Boolean) : COURSES.filter((c) => c.title.en_US.includes(keyword));
    return new Response(JSON.stringify({ code: 200, message: 'success', data: { list, total: list.length, pageNumber: 1, pageSize: 10 } }));
  }));
});
afterEach(() => vi.unstubAllGlobals());

async function open(customIds: string[]) {
  store = createEditorStore(testRegistry, { schoolId: SCHOOL });
  store.getState().load({ ...emptyDocument(), blocks: [{ id: 'b_picks01', type: 'picks', v: 1, props: { customIds } }] }, {});
  store.getState().dispatch(selectBlock, { id: 'b_picks01' });
  const i18n = await editorI18n('en_US');
  render(withProviders(i18n, <EditorStoreContext.Provider value={store}><Inspector registry={testRegistry} /></EditorStoreContext.Provider>));
}
const results = () => screen.getByRole('list', { name: 'Search results for Courses' });
const chosen = () => within(screen.getByRole('list', { name: 'Chosen for Courses' })).getAllByRole('listitem').map((li) => li.firstChild!.textContent);

describe('resource picker', () => {
  it('searches the school’s resources of the field’s type by keyword', async () => {
    await open([]);
    await within(results()).findByRole('button', { name: 'Add Course 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for Courses' }), 'Course 4');
    await waitFor(() => expect(within(results()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Course 4']));
    const search = urls.at(-1)!;
    expect(search.pathname).toBe('/api/portal/api/v1/portal/resource');
    expect(Object.fromEntries(search.searchParams)).toEqual({ schoolId: SCHOOL, type: '1', pageSize: '10', keyword: 'Course 4' });
  });

  it('picks results in order, and a picked one cannot be picked twice', async () => {
    await open([]);
    await userEvent.click(await within(results()).findByRole('button', { name: 'Add Course 2' }));
    await userEvent.click(within(results()).getByRole('button', { name: 'Add Course 1' }));
    expect(picked()).toEqual([idOf(2), idOf(1)]);
    expect(chosen()).toEqual(['Course 2', 'Course 1']);
    expect(within(results()).getByRole('button', { name: 'Add Course 2' })).toHaveProperty('disabled', true);
  });

  it('stops at maxItems', async () => {
    await open([idOf(1), idOf(2), idOf(3)]);
    expect(await within(results()).findByRole('button', { name: 'Add Course 4' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This list holds at most 3 items.')).toBeTruthy();
  });

  it('shows the titles of ids picked earlier, fetched by ids with custom ranking', async () => {
    await open([idOf(3), idOf(1)]);
    await waitFor(() => expect(chosen()).toEqual(['Course 3', 'Course 1']));
    const titles = urls.find((u) => u.searchParams.has('ids'))!;
    expect(Object.fromEntries(titles.searchParams)).toMatchObject({ schoolId: SCHOOL, type: '1', rankingKind: '2' });
    expect(titles.searchParams.get('ids')!.split(',').sort()).toEqual([idOf(1), idOf(3)].sort());
  });

  it('reorders and removes picked items', async () => {
    await open([idOf(3), idOf(1), idOf(2)]);
    await waitFor(() => expect(chosen()).toEqual(['Course 3', 'Course 1', 'Course 2']));
    await userEvent.click(screen.getByRole('button', { name: 'Move Course 2 up' }));
    expect(picked()).toEqual([idOf(3), idOf(2), idOf(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Move Course 3 down' }));
    expect(picked()).toEqual([idOf(2), idOf(3), idOf(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Course 3' }));
    expect(picked()).toEqual([idOf(2), idOf(1)]);
    expect(chosen()).toEqual(['Course 2', 'Course 1']);
  });
});

describe('designerApi resource paths', () => {
  it('sends type only to the generic list; a block’s own endpoint lists one kind already', async () => {
    const { designerApi } = await import('../api');
    expect(designerApi.resourceSearchPath(SCHOOL, 2, ' x ', { endpoint: '/api/portal/api/v1/portal/exam-resource' })).toBe(
      `/api/portal/api/v1/portal/exam-resource?schoolId=${SCHOOL}&pageSize=10&keyword=x`,
    );
    expect(designerApi.resourceTitlesPath(SCHOOL, 1, ['a', 'b'])).toBe(
      `/api/portal/api/v1/portal/resource?schoolId=${SCHOOL}&type=1&rankingKind=2&ids=a%2Cb&pageSize=2`,
    );
  });
});
