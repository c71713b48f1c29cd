import type { LoaderContext } from '../../renderer/block-definition';
import { isLanguage, UI_LANGUAGES, type Language } from '../../schemas/languages';
import type { LocalizedText } from '../../schemas/localized-text';

/** One entry of the school navigation (v2/navigations). */
export interface NavItem {
  id: string;
  pageId?: string | null;
  name: LocalizedText | string;
  url?: string | null;
  order?: number;
  visible?: boolean;
  children?: NavItem[];
}

/** What the header draws: logo, menu and the school's languages. */
export interface NavHeaderData {
  logo: { logoUrl: string | null; name: LocalizedText | string };
  items: NavItem[];
  languages: Language[];
}

function sorted(items: NavItem[]): NavItem[] {
  return items
    .filter((item) => item.visible !== false)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((item) => ({ ...item, children: sorted(item.children ?? []) }));
}

/** Loads logo, navigation and languages; a language setting that fails to load falls back to the UI languages. */
export async function loadNavHeader(ctx: LoaderContext): Promise<NavHeaderData> {
  const school = encodeURIComponent(ctx.schoolId);
  const [logo, items, setting] = await Promise.all([
    ctx.getJson<NavHeaderData['logo']>(`/api/portal/api/v1/portal/school-logo?schoolId=${school}`),
    ctx.getJson<NavItem[]>(`/api/portal/api/v1/portal/v2/navigations?schoolId=${school}`),
    ctx.getJson<{ languages?: unknown[] }>(`/api/school/language/setting/open?schoolId=${school}`).catch(() => null),
  ]);
  const languages = (setting?.languages ?? []).filter(isLanguage);
  return { logo, items: sorted(items ?? []), languages: languages.length ? languages : [...UI_LANGUAGES] };
}
