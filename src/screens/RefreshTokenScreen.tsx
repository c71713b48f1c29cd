import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refreshSession } from '../../renderer/api';
import { safeRedirect } from '../auth/safe-redirect';
import { currentUserKey } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';

/**
 * `/refresh-token`: exchanges the refresh token for new tokens, reloads the user, then goes on to a safe
 * `redirect` (or /). Without a live session it goes to the login page, keeping `redirect`.
 */
export function RefreshTokenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));
  useEffect(() => {
    let cancelled = false;
    void refreshSession().then(async (renewed) => {
      if (cancelled) return;
      if (!renewed) {
        navigate(`/login/index?redirect=${encodeURIComponent(target)}`, { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      if (!cancelled) navigate(target, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient, target]);
  return <StatusMessage>{t('account.refreshing')}</StatusMessage>;
}
