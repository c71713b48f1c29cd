import type { i18n as I18n } from 'i18next';
import type { BlockRegistry } from '../renderer/block-definition';
import { blockTypesOf, preloadBlockTypes } from '../renderer/load-component';
import { ensureEditorMessages, uiLanguage } from './i18n';
import { loadPageDraft, type LoadedDraft } from './session/load-draft';

/** What opening the designer on one page needs. */
export interface DesignerOpening {
  /** The school or sub-school whose page opens. */
  school: string;
  /** `?pageId=`, or null for the home page. */
  pageId: string | null;
  i18n: I18n;
  registry: BlockRegistry;
}

// Idle, a draft on its way, or taken: once the screen has loaded its first draft, later preloads (a slow
// route that lost the race) are pointless and later loads (reload, another page) must fetch afresh.
let state: 'idle' | 'taken' | { key: string; draft: Promise<LoadedDraft> } = 'idle';
const keyOf = (school: string, pageId: string | null) => `${school}\n${pageId ?? ''}`;

/** Loads a page's draft and its block components, so the first drawing of the page never suspends. */
export async function loadDraftReady(school: string, pageId: string | null, registry: BlockRegistry): Promise<LoadedDraft> {
  const loaded = await loadPageDraft(school, pageId, registry);
  await preloadBlockTypes(registry, blockTypesOf(loaded.document)).catch(() => undefined); // a block that fails to load says so where it stands
  return loaded;
}

/**
 * Starts, at once and side by side, everything opening the designer waits for: the draft (then its block
 * components) and the designer's messages and block labels. The route calls it while the designer's
 * own code is still downloading and the administrator check is under way; the screen then takes the draft.
 */
export function preloadDesigner({ school, pageId, i18n, registry }: DesignerOpening): void {
  if (state === 'taken') return;
  ensureEditorMessages(i18n, uiLanguage(i18n.language)).catch(() => undefined); // the screen loads them again and reports
  const draft = loadDraftReady(school, pageId, registry);
  draft.catch(() => undefined); // the screen shows the error when it takes the draft
  state = { key: keyOf(school, pageId), draft };
}

/** The preloaded draft of this page for the screen's first load; null (load it now) for any later one. */
export function takePreloadedDraft(school: string, pageId: string | null): Promise<LoadedDraft> | null {
  const before = state;
  state = 'taken';
  return typeof before === 'object' && before.key === keyOf(school, pageId) ? before.draft : null;
}

/** Forgets the preload when the route is left, so a later visit never opens an old draft. */
export function dropPreload(): void {
  state = 'idle';
}
