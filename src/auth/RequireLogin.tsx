import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { StatusMessage } from '../ui/StatusMessage';
import { useCurrentUser } from './useCurrentUser';

/** Shows `children` to a logged-in user; a visitor goes to the login page and comes back here after. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  if (user.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}
