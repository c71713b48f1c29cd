import { getJson } from '../api/client';

/** A page of the school's page list, as both page APIs give it. */
export interface PageListItem {
  id: string;
  code: string;
}

const versions = new Map<string, Promise<1 | 2>>();

/** Which page API the school's portal uses (GET /api/platform/v1/page-api: white lists, then the main switch); asked once per page load. */
export function pageApiVersion(schoolId: string): Promise<1 | 2> {
  let version = versions.get(schoolId);
  if (!version) {
    version = getJson<{ version: 1 | 2 }>(`/api/platform/v1/page-api?schoolId=${encodeURIComponent(schoolId)}`).then((v) => v.version, () => 2 as const);
    versions.set(schoolId, version);
  }
  return version;
}

/** The school's pages through the page API its portal uses: v1 answers an array, v2 `{ list, total }`. */
export async function listSchoolPages(schoolId: string): Promise<PageListItem[]> {
  const id = encodeURIComponent(schoolId);
  if ((await pageApiVersion(schoolId)) === 1) return getJson<PageListItem[]>(`/api/portal/api/v1/portal/pages?schoolId=${id}`);
  return (await getJson<{ list: PageListItem[] }>(`/api/portal/api/v1/portal/v2/pages?schoolId=${id}`)).list;
}

/** Forgets the versions asked so far (tests). */
export function forgetPageApiVersions(): void {
  versions.clear();
}
