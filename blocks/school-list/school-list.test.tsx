import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawBlocks, nodeOf } from '../_shared/test-support';
import { schoolList, schoolListPath } from './index';

const ID = '1100000000000000001';

describe('school-list', () => {
  it('asks for the page\'s keyword and page of sub-schools, or of open schools with their first sub-schools', () => {
    expect(schoolListPath(schoolList.defaults, { schoolId: ID, query: { keyword: 'east', pageNumber: '2' } }))
      .toBe(`/api/school/open/schools/${ID}/sub-schools?pageNumber=2&pageSize=12&keyword=east`);
    expect(schoolListPath({ ...schoolList.defaults, source: 'open-schools' }, { schoolId: ID, query: { pageNumber: 'x' } }))
      .toBe('/api/school/open/schools/open-school-list?pageNumber=1&pageSize=12&keyword=&childPageSize=3');
  });

  it('links sub-schools to their home under the school, with pages to move through', async () => {
    const getJson = vi.fn(async () => ({ list: [{ id: '1100000000000000002', name: { en_US: 'Branch' } }], total: 30, pageNumber: 1, pageSize: 12 }));
    drawBlocks([nodeOf(schoolList)], { getJson });
    expect((await screen.findByRole('link', { name: 'Branch' })).getAttribute('href')).toBe(`/portal/${ID}/sub-school/1100000000000000002/home`);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Search schools by name' })).toBeTruthy();
  });

  it('says when nothing matches the search', async () => {
    drawBlocks([nodeOf(schoolList)], { getJson: async () => ({ list: [], total: 0, pageNumber: 1, pageSize: 12 }), context: { query: { keyword: 'zzz' } } });
    expect(await screen.findByText('No school matches your search.')).toBeTruthy();
  });
});
