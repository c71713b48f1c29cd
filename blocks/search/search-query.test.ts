import { describe, expect, it } from 'vitest';
import { filterChange, readSearch, resultsPath } from './search-query';

describe('readSearch', () => {
  it('reads every filter of the URL', () => {
    expect(readSearch({ keyword: ' algebra ', categoryIds: '1300000000000000001,1300000000000000002', sort: '1', member: '2', cardType: '17', pageNumber: '3' })).toEqual({
      keyword: 'algebra', categoryIds: ['1300000000000000001', '1300000000000000002'], sort: 1, member: 2, cardType: 17, pageNumber: 3,
    });
  });

  it('drops what the API would refuse, so a hand-edited URL still searches', () => {
    expect(readSearch({ keyword: 'x'.repeat(150), categoryIds: '12,abc', sort: '9', member: '-1', cardType: '6', pageNumber: '0' })).toEqual({
      keyword: 'x'.repeat(100), categoryIds: [], sort: 0, member: 0, cardType: 0, pageNumber: 1,
    });
  });
});

describe('resultsPath', () => {
  it('asks /resource with the type from cardType, zone from member, and the filters', () => {
    const path = resultsPath('1100000000000000001', readSearch({ keyword: 'a b', cardType: '2', member: '1', categoryIds: '1300000000000000001', pageNumber: '2' }), 20);
    expect(path).toBe('/api/portal/api/v1/portal/resource?schoolId=1100000000000000001&type=2&pageNumber=2&pageSize=20&sort=0&zone=1&keyword=a+b&categoryIds=1300000000000000001');
  });
});

describe('filterChange', () => {
  it('sends a new filter back to the first page', () => {
    expect(filterChange({ sort: 1 })).toEqual({ pageNumber: null, sort: 1 });
  });
});

describe('loadSearch', () => {
  it('asks for results with the filters of the URL query the loader is given', async () => {
    const { loadSearch } = await import('./data');
    const paths: string[] = [];
    const getJson = async <T,>(path: string) => {
      paths.push(path);
      return (path.includes('/resource') ? { list: [], total: 0, pageNumber: 1, pageSize: 10 } : []) as T;
    };
    const ctx = { schoolId: '1100000000000000001', locale: 'en_US', getJson, query: { keyword: 'sql', cardType: '4' } };
    await loadSearch({ pageSize: 10, cardsPerLine: 4, showCategories: true, showHotSearches: false }, ctx);
    expect(paths).toEqual([
      '/api/portal/api/v1/portal/resource?schoolId=1100000000000000001&type=4&pageNumber=1&pageSize=10&sort=0&zone=0&keyword=sql',
      '/api/category/v1/facets/tree?schoolId=1100000000000000001',
    ]);
  });
});
