import type { BlockRegistry } from '../../renderer/block-definition';
import { migrateDocument } from '../../renderer/migrate';
import type { LocalizedText } from '../../schemas/localized-text';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { SHOWCASE_PAGE_CODE } from '../../blocks/showcase';
import { ApiError, browserGetJson, designerApi, type Draft, type PageSummary } from '../api';
import { tourDone } from './first-use';

/** A draft ready for the store: the page, its revision and its document led up to the current block versions. */
export interface LoadedDraft {
  pageId: string;
  /** The page's code (`home` for the home page). */
  code?: string;
  /** The page's stored name: localized text, or a plain string from older data. */
  pageName: LocalizedText | string;
  revision: number;
  document: PageDocument;
}

type GetJson = <T>(path: string) => Promise<T>;

// Kept as stored: the header picks the language it shows (pageNameIn), so a language switch needs no reload.
function nameOf(name: unknown): LocalizedText | string {
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') return name as LocalizedText;
  return '';
}

const hasName = (name: LocalizedText | string) => (typeof name === 'string' ? name !== '' : Object.values(name).some(Boolean));

async function pagesOf(schoolId: string, getJson: GetJson): Promise<PageSummary[]> {
  const data = await getJson<PageSummary[] | { list: PageSummary[] }>(designerApi.pagesPath(schoolId));
  return Array.isArray(data) ? data : (data?.list ?? []);
}

function homeOf(pages: PageSummary[]): PageSummary {
  const home = pages.find((page) => page.code === 'home');
  if (!home) throw new ApiError(404, 'page.not_found', 'This school has no home page.');
  return home;
}

/** Finds the id of the school's home page. */
export async function findHomePage(schoolId: string, getJson: GetJson = browserGetJson): Promise<PageSummary> {
  return homeOf(await pagesOf(schoolId, getJson));
}

/** Fetches the draft of one page. */
export async function fetchDraft(schoolId: string, pageId: string, registry: BlockRegistry, getJson: GetJson = browserGetJson): Promise<LoadedDraft> {
  const draft = await getJson<Draft>(designerApi.draftPath(schoolId, pageId));
  const raw = draft.document as PageDocument | null;
  const document = raw && Array.isArray(raw.blocks) ? migrateDocument(raw, registry) : emptyDocument();
  return { pageId, code: draft.page?.code, pageName: nameOf(draft.page?.name), revision: draft.revision, document };
}

/**
 * Loads the draft of the page the designer opens on without `?pageId=`: the school's home page, or for a
 * first-time administrator (tour not yet done) the page showing every block type, when the school has one.
 */
export async function loadHomeDraft(schoolId: string, registry: BlockRegistry, getJson: GetJson = browserGetJson): Promise<LoadedDraft> {
  const pages = await pagesOf(schoolId, getJson);
  const showcase = tourDone() ? undefined : pages.find((page) => page.code === SHOWCASE_PAGE_CODE);
  const start = showcase ?? homeOf(pages);
  const loaded = await fetchDraft(schoolId, start.id, registry, getJson);
  return { ...loaded, code: start.code, pageName: hasName(loaded.pageName) ? loaded.pageName : nameOf(start.name) };
}

/** Loads the draft of one page of the school, or of its home page without `pageId`. */
export async function loadPageDraft(schoolId: string, pageId: string | null, registry: BlockRegistry, getJson: GetJson = browserGetJson): Promise<LoadedDraft> {
  if (!pageId) return loadHomeDraft(schoolId, registry, getJson);
  return fetchDraft(schoolId, pageId, registry, getJson);
}
