import type { LocalizedText } from '../schemas/localized-text';

export { ApiError, browserGetJson, sendJson } from '../renderer/api';

const PORTAL = '/api/portal/api/v1/portal';

/** The draft of a page as the designer edits it. */
export interface Draft {
  page: { id: string; code: string; name: LocalizedText | string };
  revision: number;
  document: unknown;
  updatedAt: string;
}

export interface PageSummary {
  id: string;
  code: string;
  name: LocalizedText | string;
  releasedVersion: number | null;
}

/** A resource as the portal's lists return it; the picker reads only these fields. */
export interface ResourceSummary {
  id: string;
  title: Record<string, string> | string;
  type?: number;
}

/** One page of a portal list. */
export interface ResourceList {
  list: ResourceSummary[];
  total: number;
}

/** The portal API's cap on `ids` per request (docs/api.md, "Portal data for blocks"). */
export const MAX_IDS_PER_REQUEST = 50;

const RESOURCE_LIST = `${PORTAL}/resource`;

/** Where a picker lists its resources: the generic /resource list by default, or a block's own list endpoint. */
export interface ResourceSource {
  endpoint?: string;
}

// `type` filters the generic list; a type-specific endpoint lists one kind already.
function resourceQuery(schoolId: string, type: number, source: ResourceSource): URLSearchParams {
  const query = new URLSearchParams({ schoolId });
  if (!source.endpoint || source.endpoint === RESOURCE_LIST) query.set('type', String(type));
  return query;
}

/** The calls the designer makes (docs/api.md). */
export const designerApi = {
  /** The school's resources of a RESOURCE_TYPE, newest first, optionally matching a keyword. */
  resourceSearchPath: (schoolId: string, type: number, keyword: string, source: ResourceSource = {}) => {
    const query = resourceQuery(schoolId, type, source);
    query.set('pageSize', '10');
    if (keyword.trim()) query.set('keyword', keyword.trim());
    return `${source.endpoint ?? RESOURCE_LIST}?${query}`;
  },
  /** Exactly the resources with these ids (custom ranking), to show the titles of picked ones. */
  resourceTitlesPath: (schoolId: string, type: number, ids: readonly string[], source: ResourceSource = {}) => {
    const chosen = ids.slice(0, MAX_IDS_PER_REQUEST);
    const query = resourceQuery(schoolId, type, source);
    query.set('rankingKind', '2');
    query.set('ids', chosen.join(','));
    query.set('pageSize', String(Math.max(chosen.length, 1)));
    return `${source.endpoint ?? RESOURCE_LIST}?${query}`;
  },
  pagesPath: (schoolId: string) => `${PORTAL}/pages?${new URLSearchParams({ schoolId })}`,
  draftPath: (schoolId: string, pageId: string) => `${PORTAL}/select-user-renovation?${new URLSearchParams({ schoolId, pageId })}`,
  savePath: (schoolId: string) => `${PORTAL}/insert-user-renovation?${new URLSearchParams({ schoolId })}`,
  releasePath: (schoolId: string, pageId: string) => `${PORTAL}/release-pages?${new URLSearchParams({ schoolId, id: pageId })}`,
  pageAdminPath: (schoolId: string, pageId?: string) => `${PORTAL}/v2/pages?${new URLSearchParams({ schoolId, ...(pageId ? { id: pageId } : {}) })}`,
  navigationPath: (schoolId: string, id?: string) => `${PORTAL}/v2/navigations?${new URLSearchParams({ schoolId, ...(id ? { id } : {}) })}`,
  versionsPath: (schoolId: string, pageId: string) => `${PORTAL}/release-pages/versions?${new URLSearchParams({ schoolId, id: pageId })}`,
  versionPath: (schoolId: string, pageId: string, version: number) => `${PORTAL}/release-pages/version?${new URLSearchParams({ schoolId, id: pageId, version: String(version) })}`,
  releasedPath: (schoolId: string, pageId: string) => `${PORTAL}/getPageDetailsById?${new URLSearchParams({ schoolId, pageId })}`,
  rollbackPath: (schoolId: string, pageId: string) => `${PORTAL}/release-pages/rollback?${new URLSearchParams({ schoolId, id: pageId })}`,
};

/** One released version of a page, as the versions list gives it. */
export interface PageVersion {
  version: number;
  releasedAt: string;
  releasedBy: { id: string; name: string } | null;
  /** What the releaser wrote about it, if anything. */
  note?: string | null;
}
