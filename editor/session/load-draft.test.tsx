import { afterEach, describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { emptyDocument } from '../../schemas/page-document';
import { TOUR_DONE_KEY } from './first-use';
import { loadHomeDraft } from './load-draft';

const pages = [
  { id: '1100000000000000101', code: 'home', name: { en_US: 'Home' }, releasedVersion: 1 },
  { id: '1100000000000000102', code: 'showcase', name: { en_US: 'Every block' }, releasedVersion: null },
];
const getJson = (async (path: string) => {
  if (path.includes('select-user-renovation')) {
    const pageId = new URL(path, 'http://x').searchParams.get('pageId');
    return { page: pages.find((p) => p.id === pageId), revision: 3, document: emptyDocument() };
  }
  return pages;
}) as never;

describe('the page the designer opens on', () => {
  afterEach(() => localStorage.clear());

  it('is the page of every block for a first-time administrator, and the home page once the tour is done', async () => {
    expect(await loadHomeDraft('1100000000000000001', blockRegistry, getJson)).toMatchObject({ pageId: pages[1]!.id, code: 'showcase' });
    localStorage.setItem(TOUR_DONE_KEY, '1');
    expect(await loadHomeDraft('1100000000000000001', blockRegistry, getJson)).toMatchObject({ pageId: pages[0]!.id, code: 'home' });
  });

  it('is the home page when the school has no page of every block', async () => {
    const homeOnly = (async (path: string) => (path.includes('select-user-renovation') ? { page: pages[0], revision: 1, document: emptyDocument() } : [pages[0]])) as never;
    expect(await loadHomeDraft('1100000000000000001', blockRegistry, homeOnly)).toMatchObject({ code: 'home' });
  });
});
