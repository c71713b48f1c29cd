import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { send } from '../api/client';
import { safeRedirect } from '../auth/safe-redirect';
import { currentUserKey } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';

/** `/logout`: ends the session, forgets the cached user, then goes to the login page (or a safe `redirect`). */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'), '/login/index');
  useEffect(() => {
    let cancelled = false;
    void send('DELETE', '/api/auth/open/logout')
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        queryClient.setQueryData(currentUserKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
        navigate(target, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient, target]);
  return <StatusMessage>{t('app.loading')}</StatusMessage>;
}
