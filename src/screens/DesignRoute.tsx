import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ApiError, getJson } from '../api/client';
import { useCurrentUser } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { SupportChat } from '../platform/SupportChat';
import { loadChunk } from '../../renderer/chunk-load';
import { usePageTitle } from '../ui/usePageTitle';

import { blockRegistry } from '../../blocks';

// The designer is its own chunk: visitors never download editor code.
// Spec §8: the chunk gets 120000 ms and one retry; a failure is reported and shown with a reload button.
// One load serves the early download and the screen, so a failure is met (and retried) once.
let designerLoad: ReturnType<typeof loadChunk<typeof import('../../editor/DesignerScreen')>> | null = null;
const loadDesigner = () => (designerLoad ??= loadChunk(() => import('../../editor/DesignerScreen')));
const DesignerScreen = lazy(loadDesigner);

/** `/design/{schoolId}[/sub-school/{subSchoolId}]`: visitors go to login, non-administrators to /403. */
export function DesignRoute() {
  const { schoolId = '', subSchoolId } = useParams();
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const target = subSchoolId ?? schoolId;
  const admin = useQuery({
    queryKey: ['school-admin', target],
    queryFn: () => getJson(`/api/school/schools/${encodeURIComponent(target)}/admin/`),
    enabled: Boolean(user.data),
    retry: false,
  });
  usePageTitle(t('nav.design'));

  // Once someone is logged in, the designer's code, its messages and the draft download side by side
  // while the administrator check runs; the server refuses the draft to anyone else, and leaving drops it.
  const loggedIn = Boolean(user.data);
  useEffect(() => {
    if (!loggedIn) return;
    let left = false;
    void loadDesigner().catch(() => undefined); // the lazy screen reports a failed download
    const preload = import('../../editor/preload');
    preload.then(
      (module) => {
        if (left) return;
        const pageId = new URLSearchParams(globalThis.location.search).get('pageId');
        module.preloadDesigner({ school: target, pageId, i18n, registry: blockRegistry });
      },
      () => undefined,
    );
    return () => {
      left = true;
      void preload.then((module) => module.dropPreload(), () => undefined);
    };
  }, [loggedIn, target, i18n]);

  if (user.isPending || (user.data && admin.isPending)) return <StatusMessage>{t('designer.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (admin.isError) {
    const status = admin.error instanceof ApiError ? admin.error.status : 500;
    if (status === 403 || status === 404 || status === 400) return <Navigate to="/403" replace />;
    if (status === 401) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname)}`} replace />;
    return <StatusMessage role="alert" title={t('designer.loadFailed')} />;
  }
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<StatusMessage>{t('designer.loading')}</StatusMessage>}>
        <DesignerScreen schoolId={schoolId} subSchoolId={subSchoolId} />
      </Suspense>
      <SupportChat schoolId={target} />
    </ChunkErrorBoundary>
  );
}
