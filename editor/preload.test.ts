import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from './test-support';
import { testRegistry } from './test-blocks';
import type { LoadedDraft } from './session/load-draft';

const loads: Array<{ school: string; pageId: string | null }> = [];
vi.mock('./session/load-draft', () => ({
  loadPageDraft: (school: string, pageId: string | null): Promise<LoadedDraft> => {
    loads.push({ school, pageId });
    return Promise.resolve({ pageId: pageId ?? 'home', pageName: '', revision: loads.length, document: { schemaVersion: 1, settings: { isfullPage: false }, blocks: [] } });
  },
}));

const { dropPreload, preloadDesigner, takePreloadedDraft } = await import('./preload');
const i18n = await testI18n();
const opening = (pageId: string | null) => ({ school: 's1', pageId, i18n, registry: testRegistry });

describe('the designer preload', () => {
  beforeEach(() => {
    dropPreload();
    loads.length = 0;
  });

  it('hands the preloaded draft to the screen’s first load of that page, and only once', async () => {
    preloadDesigner(opening('p1'));
    expect(loads).toEqual([{ school: 's1', pageId: 'p1' }]);
    expect((await takePreloadedDraft('s1', 'p1'))?.revision).toBe(1);
    expect(takePreloadedDraft('s1', 'p1')).toBeNull();
  });

  it('is not used for another page, and a preload after the first load does nothing', () => {
    preloadDesigner(opening(null));
    expect(takePreloadedDraft('s1', 'p2')).toBeNull();
    preloadDesigner(opening('p2'));
    expect(loads).toHaveLength(1);
    expect(takePreloadedDraft('s1', 'p2')).toBeNull();
  });

  it('forgets a preload when the route is left', () => {
    preloadDesigner(opening('p1'));
    dropPreload();
    expect(takePreloadedDraft('s1', 'p1')).toBeNull();
  });
});
