import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { renderRegistry } from '../../blocks/render-registry';
import { isLanguage, type Language } from '../../schemas/languages';
import { resolveLocalized } from '../../schemas/localized-text';
import { PageRenderer } from '../../renderer/PageRenderer';
import type { RenderContext } from '../../renderer/context';
import { ApiError } from '../api/client';
import { usePortalPage, useSchool, useSchoolLanguage } from '../api/portal';
import { StatusMessage } from '../ui/StatusMessage';
import { hidesHeaderAndFooter } from '../../blocks/_shared/page-context';
import { PortalHeader } from './PortalHeader';
import { usePageTitle } from '../ui/usePageTitle';
import { adoptSchoolLanguage } from '../i18n';
import { safeRedirect } from '../auth/safe-redirect';
import { useCurrentUser } from '../auth/useCurrentUser';
import { portalTitle } from './portal-title';
import { pageSchoolId } from './page-school';

/** Which school's page a route draws, when it is not the `schoolId` of the path. */
export interface PortalPageOptions {
  /** The route parameter naming the school whose page this is (`subSchoolId` on sub-school routes, `target` on /community). */
  schoolParam?: string;
  /** Routes that name no school (/service, the store's pages): `?schoolId=`, else the site's home school. */
  homeSchool?: boolean;
  /** Only a school of this variant has the page; any other goes to its home page. */
  schoolType?: string;
}

/** A released portal page (`/portal/{schoolId}/home`, `?pageId=`), drawn by the shared renderer. */
export function PortalPage({ code, schoolParam, homeSchool, schoolType }: { code: string } & PortalPageOptions) {
  const params = useParams();
  const [search] = useSearchParams();
  const schoolId = pageSchoolId(params, search, { schoolParam, homeSchool });
  const routeParams = params;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const { t, i18n } = useTranslation();
  const school = useSchool(schoolId);
  const languageSetting = useSchoolLanguage(schoolId);
  const page = usePortalPage(schoolId, code, search.get('pageId'), search.get('isVisit') === 'true');
  const locale: Language = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  const settingDefault = languageSetting.data?.defaultLanguage ?? school.data?.defaultLanguage;
  const schoolDefault: Language = isLanguage(settingDefault) ? settingDefault : 'zh_CN';
  const searchKey = search.toString();
  const classId = routeParams.classId;
  // Every path parameter reaches the blocks (`classId`, `subSchoolId`, `tab`, ...), in a stable form for the memo.
  const paramsKey = JSON.stringify(routeParams);
  const userId = user.data?.user_id;
  const displayName = user.data?.displayName;
  const context = useMemo<RenderContext>(
    () => ({
      locale,
      schoolDefaultLocale: schoolDefault,
      schoolId,
      mode: 'view',
      path: pathname,
      routeParams: { ...(JSON.parse(paramsKey) as Record<string, string>), code, ...(classId ? { classId } : {}) },
      query: Object.fromEntries(new URLSearchParams(searchKey)),
      user: userId ? { id: userId, displayName: displayName ?? '' } : null,
      // Blocks navigate within the site only, by the same rule as `redirect`.
      navigate: (href, options) => navigate(safeRedirect(href, pathname), options),
    }),
    [locale, schoolDefault, schoolId, code, classId, paramsKey, searchKey, userId, displayName, navigate, pathname],
  );
  const schoolLanguage = languageSetting.data?.defaultLanguage;
  const overseas = languageSetting.data?.overseas ?? false;
  useEffect(() => {
    // The school's language applies when neither the link nor the visitor's cookie chose one.
    if (schoolLanguage) void adoptSchoolLanguage({ schoolDefault: schoolLanguage, overseas });
  }, [schoolLanguage, overseas]);
  const schoolName = resolveLocalized(school.data?.name, locale, schoolDefault);
  const pageName = resolveLocalized(page.data?.page.name, locale, schoolDefault);
  usePageTitle(portalTitle(pageName, schoolName));

  if (school.isError) {
    const status = school.error instanceof ApiError ? school.error.status : 500;
    if (status === 404 || status === 400) return <StatusMessage role="alert" title={t('portal.schoolNotFound')} />;
    return <Navigate to={`/abnormal/${status}`} replace />;
  }
  if (school.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (schoolType && school.data.schoolType !== schoolType) return <Navigate to={`/portal/${schoolId}/home`} replace />;

  // A page with its own navigation header block does not get the app's fallback header as well.
  const ownHeader = page.data?.document.blocks.some((block) => block.type === 'nav-header');
  return (
    <>
      {!ownHeader && !hidesHeaderAndFooter(context) && <PortalHeader schoolId={schoolId} schoolName={schoolName} />}
      {page.data && 'preview' in page.data && <PreviewMask />}
      <main className="portal-main" style={page.data && 'preview' in page.data ? PREVIEW_FRAME : undefined}>
        {page.isPending && <StatusMessage>{t('app.loading')}</StatusMessage>}
        {page.isError && <PageError error={page.error} onRetry={() => void page.refetch()} />}
        {page.data && <PageRenderer document={page.data.document} registry={renderRegistry} context={context} />}
      </main>
    </>
  );
}

const PREVIEW_FRAME = { outline: '4px dashed #f79009', outlineOffset: '-4px' } as const;

/** The banner over an administrator's draft preview (`?isVisit=true`): visitors never see this page. */
function PreviewMask() {
  const { t } = useTranslation();
  const style = { position: 'sticky', insetBlockStart: 0, zIndex: 1000, paddingBlock: '6px', paddingInline: '12px', background: '#f79009', color: '#fff', fontWeight: 600, textAlign: 'center' } as const;
  return (
    <div role="status" data-testid="preview-mask" style={style}>
      {t('previewMask.label')}
    </div>
  );
}

function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.key === 'page.not_released') return <StatusMessage title={t('portal.notReleased')} />;
  if (error instanceof ApiError && error.status === 404) return <StatusMessage title={t('portal.notFound')} />;
  return (
    <StatusMessage role="alert" title={t('portal.loadFailed')}>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </StatusMessage>
  );
}
