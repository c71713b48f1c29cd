import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ApiError, getJson } from '../api/client';
import { useCurrentUser } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';
import { usePageTitle } from '../ui/usePageTitle';

// The designer is its own chunk: visitors never download editor code.
const DesignerScreen = lazy(() => import('../../editor/DesignerScreen'));

/** `/design/{schoolId}[/sub-school/{subSchoolId}]`: visitors go to login, non-administrators to /403. */
export function DesignRoute() {
  const { schoolId = '', subSchoolId } = useParams();
  const location = useLocation();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const target = subSchoolId ?? schoolId;
  const admin = useQuery({
    queryKey: ['school-admin', target],
    queryFn: () => getJson(`/api/school/schools/${encodeURIComponent(target)}/admin/`),
    enabled: Boolean(user.data),
    retry: false,
  });
  usePageTitle(t('nav.design'));

  if (user.isPending || (user.data && admin.isPending)) return <StatusMessage>{t('designer.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (admin.isError) {
    const status = admin.error instanceof ApiError ? admin.error.status : 500;
    if (status === 403 || status === 404 || status === 400) return <Navigate to="/403" replace />;
    if (status === 401) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname)}`} replace />;
    return <StatusMessage role="alert" title={t('designer.loadFailed')} />;
  }
  return (
    <Suspense fallback={<StatusMessage>{t('designer.loading')}</StatusMessage>}>
      <DesignerScreen schoolId={schoolId} subSchoolId={subSchoolId} />
    </Suspense>
  );
}
