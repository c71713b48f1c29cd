import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { apiFetch, readEnvelope } from '../../renderer/api';
import { useCurrentUser } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';

/** GET /api/acl/v1/operation/hasPermissions with the school-id and user-id headers (spec §6). */
export async function hasPermission(schoolId: string, userId: string, operationCode: string): Promise<boolean> {
  const response = await apiFetch(`/api/acl/v1/operation/hasPermissions?operationCode=${encodeURIComponent(operationCode)}`, { headers: { 'school-id': schoolId, 'user-id': userId } });
  return readEnvelope<boolean>(response);
}

/** Draws `children` only for a member granted `operation` in the school; others see /insufficient-permissions, visitors the login page. */
export function RequireOperation({ schoolId, operation, children }: { schoolId: string; operation: string; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  const userId = user.data?.user_id;
  const allowed = useQuery({
    queryKey: ['acl', schoolId, userId, operation],
    queryFn: () => hasPermission(schoolId, userId!, operation),
    enabled: Boolean(userId),
    retry: false,
  });
  if (user.isPending || (userId && allowed.isPending)) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (allowed.data !== true) return <Navigate to="/insufficient-permissions" replace />;
  return <>{children}</>;
}
