import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, type RouteObject } from 'react-router-dom';
import { moduleLoader } from '../../renderer/chunk-load';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { StatusMessage } from '../ui/StatusMessage';
import { LecturingCenterRedirect } from '../screens/ClassScreens';
import { RequireOperation } from './RequireOperation';

/** Screens of the platform rules, loaded on demand by name; an unknown name gives the not-found error. */
export const loadPlatformScreen = moduleLoader({
  settings: () => import('../screens/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
});

const SettingsScreen = lazy(() => loadPlatformScreen('settings'));

function Lazy({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<StatusMessage>{t('app.loading')}</StatusMessage>}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** `/portal/{schoolId}/lecturing-center/...` needs TRAINING_CENTER; then it leads on to the class pages under classInfo (spec §2). */
export function LecturingCenter() {
  const { schoolId = '' } = useParams();
  return (
    <RequireOperation schoolId={schoolId} operation="TRAINING_CENTER">
      <LecturingCenterRedirect />
    </RequireOperation>
  );
}

/** The routes of the platform rules, spread into src/routes.tsx. */
export function platformRoutes(): RouteObject[] {
  return [
    { path: '/settings/:schoolId', element: <Lazy><SettingsScreen /></Lazy> },
  ];
}
