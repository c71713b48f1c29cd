import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderContext } from '../../renderer/context';
import { item } from '../_shared/cards/card-block-tests';
import { drawBlocks, ERROR_WAIT, fakeApi, nodeOf, pending } from '../_shared/test-support';
import { search } from './index';

const RESOURCE = '/api/portal/api/v1/portal/resource';
const page = (n: number, total = 45) => ({ list: [item({ id: `120000000000000000${n}`, title: { en_US: `Result ${n}` } })], total, pageNumber: n, pageSize: 20 });
const api = (overrides: Record<string, unknown> = {}) =>
  vi.fn(fakeApi({
    [RESOURCE]: page(1),
    '/api/category/v1/facets/tree': [{ id: '1300000000000000001', name: { en_US: 'Maths' }, children: [{ id: '1300000000000000002', name: { en_US: 'Algebra' } }] }],
    '/api/search/v1/search/hotSearch': { hot: ['python'], history: ['excel'] },
    ...overrides,
  }));

function drawSearch(getJson: (path: string) => Promise<unknown>, context: Partial<RenderContext> = {}) {
  const navigate = vi.fn();
  const query = { keyword: 'data', vipPackageId: '77', from: 'home', ...context.query };
  drawBlocks([nodeOf(search)], { getJson, context: { routeParams: { code: 'search' }, navigate, ...context, query } });
  return navigate;
}

afterEach(() => vi.unstubAllGlobals());

describe('search', () => {
  it('shows placeholders while the results load', async () => {
    drawSearch(pending);
    await waitFor(() => expect(document.querySelectorAll('.card--placeholder').length).toBe(8));
  });

  it('draws results, facets, hot searches and paging from the API', async () => {
    drawSearch(api(), { user: { id: '1', displayName: 'Ann' } });
    expect(await screen.findByRole('heading', { name: 'Result 1' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('45 results');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Algebra' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'python' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'excel' })).toBeTruthy();
  });

  it('changes only the URL: filters keep vipPackageId and from, and go back to page 1', async () => {
    const navigate = drawSearch(api(), { query: { pageNumber: '2' } as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Algebra' }));
    expect(navigate).toHaveBeenLastCalledWith('/portal/1100000000000000001/search?keyword=data&vipPackageId=77&from=home&categoryIds=1300000000000000002');
    fireEvent.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Exams' }));
    expect(navigate).toHaveBeenLastCalledWith('/portal/1100000000000000001/search?keyword=data&vipPackageId=77&from=home&cardType=2');
    fireEvent.click(within(screen.getByRole('group', { name: 'Zone' })).getByRole('button', { name: 'VIP' }));
    expect(navigate).toHaveBeenLastCalledWith('/portal/1100000000000000001/search?keyword=data&vipPackageId=77&from=home&member=1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(navigate).toHaveBeenLastCalledWith('/portal/1100000000000000001/search?keyword=data&vipPackageId=77&from=home&pageNumber=2');
  });

  it('submits the keyword box into the URL', async () => {
    const navigate = drawSearch(api());
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('data');
    fireEvent.change(box, { target: { value: 'sql' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(navigate).toHaveBeenLastCalledWith('/portal/1100000000000000001/search?keyword=sql&vipPackageId=77&from=home');
  });

  it('hides history from visitors', async () => {
    drawSearch(api());
    expect(await screen.findByRole('button', { name: 'python' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'excel' })).toBeNull();
  });

  it('clears the history of a signed-in user', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    drawSearch(api(), { user: { id: '1', displayName: 'Ann' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear search history' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'excel' })).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/search/v1/search/clear?schoolId=1100000000000000001', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('says when nothing matches', async () => {
    drawSearch(api({ [RESOURCE]: { list: [], total: 0, pageNumber: 1, pageSize: 20 } }));
    expect((await screen.findByRole('status')).textContent).toBe('No results');
  });

  it('shows an error when the results fail, keeping the box', async () => {
    drawSearch(api({ [RESOURCE]: () => Promise.reject(new Error('down')) }));
    expect((await screen.findByRole('alert', {}, ERROR_WAIT)).textContent).toBe('This content could not be loaded');
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });
});
