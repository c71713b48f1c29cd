import { useQuery } from '@tanstack/react-query';
import type { LocalizedText } from '../../schemas/localized-text';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { renderRegistry } from '../../blocks/render-registry';
import { migrateDocument } from '../../renderer/migrate';
import { ApiError, getJson } from './client';
import { listSchoolPages } from '../platform/page-api';

export interface SchoolDetails {
  id: string;
  tenantId: string;
  parentId: string | null;
  name: LocalizedText;
  openSchool: '1' | '0';
  loginMethod: number;
  isDecorated: boolean;
  defaultLanguage: string;
  subSchools: { id: string; name: LocalizedText }[];
  /** The school's variant (normal, o3 project management, democloud, store). */
  schoolType?: string;
}

export interface ReleasedPage {
  page: { id: string; schoolId: string; code: string; name: LocalizedText };
  version: number;
  releasedAt: string;
  document: PageDocument;
}

export const schoolKey = (schoolId: string) => ['school', schoolId] as const;
export const schoolLanguageKey = (schoolId: string) => ['school-language', schoolId] as const;

/** The school's language setting: its default, the languages it offers, and whether it is overseas. */
export interface SchoolLanguage {
  defaultLanguage: string;
  languages: string[];
  overseas: boolean;
}

/** The school's language setting (the spec's language/setting/open). */
export function useSchoolLanguage(schoolId: string) {
  return useQuery({
    queryKey: schoolLanguageKey(schoolId),
    queryFn: () => getJson<SchoolLanguage>(schoolLanguagePath(schoolId)),
    retry: false,
    staleTime: 300_000,
  });
}

export function schoolLanguagePath(schoolId: string): string {
  return `/api/school/language/setting/open?schoolId=${encodeURIComponent(schoolId)}`;
}
export const releasedPageKey = (schoolId: string, pageIdOrCode: string) => ['released-page', schoolId, pageIdOrCode] as const;

/** The school's public details. */
export function useSchool(schoolId: string) {
  return useQuery({
    queryKey: schoolKey(schoolId),
    queryFn: () => getJson<SchoolDetails>(`/api/school/schools/open/schoolDetails?schoolId=${encodeURIComponent(schoolId)}`),
    retry: false,
  });
}

/** A released page by id, or by code when no id is given. */
export function useReleasedPage(schoolId: string, code: string, pageId: string | null) {
  const query = new URLSearchParams({ schoolId, ...(pageId ? { pageId } : { code }) });
  return useQuery({
    queryKey: releasedPageKey(schoolId, pageId ?? code),
    queryFn: () => getJson<ReleasedPage>(`/api/portal/api/v1/portal/getPageDetailsById?${query}`),
    retry: false,
  });
}

/** A page as the portal draws it; `preview` marks an administrator's unreleased draft (`?isVisit=true`). */
export type PortalPageData = ReleasedPage & { preview?: boolean };

/**
 * The page to draw. With `isVisit` an administrator gets the page's draft, marked as a preview;
 * anyone else (the draft answers 401 or 403) gets the released page as usual.
 */
export function usePortalPage(schoolId: string, code: string, pageId: string | null, isVisit: boolean) {
  const released = useReleasedPage(schoolId, code, pageId);
  const draft = useQuery({
    queryKey: ['draft-preview', schoolId, pageId ?? code],
    enabled: isVisit,
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<PortalPageData | null> => {
      try {
        const pages = await listSchoolPages(schoolId);
        const id = pageId ?? pages.find((page) => page.code === code)?.id;
        if (!id) return null;
        const query = new URLSearchParams({ schoolId, pageId: id });
        const data = await getJson<{ page: ReleasedPage['page']; document: PageDocument }>(`/api/portal/api/v1/portal/select-user-renovation?${query}`);
        const document = Array.isArray(data.document?.blocks) ? migrateDocument(data.document, renderRegistry) : emptyDocument();
        return { page: data.page, version: 0, releasedAt: '', document, preview: true };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
  });
  if (!isVisit || draft.data === null) return released;
  return draft;
}
