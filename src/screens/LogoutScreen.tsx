import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { send } from '../api/client';
import { safeRedirect } from '../auth/safe-redirect';
import { clearLoginStorage } from '../auth/login-storage';
import { currentUserKey } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';

/**
 * `/logout`: ends the session, forgets cached data and sign-in storage, then goes where the
 * school's login method says (the server answers: the login page, the single sign-on logout, the
 * enterprise logout URL), else to the login page carrying `redirect`.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const target = redirect ? `/login/index?${new URLSearchParams({ redirect: safeRedirect(redirect) })}` : '/login/index';
  const schoolId = search.get('schoolId');
  const query = schoolId && /^[1-9][0-9]{18}$/.test(schoolId) ? `?schoolId=${schoolId}` : '';
  useEffect(() => {
    let cancelled = false;
    void send<{ redirect: string | null } | null>('DELETE', `/api/auth/open/logout${query}`)
      .catch(() => null)
      .then((answer) => {
        if (cancelled) return;
        // Nothing of the session outlives it: cached user data, then sign-in keys in browser storage.
        queryClient.setQueryData(currentUserKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
        clearLoginStorage();
        const next = answer?.redirect;
        // The server's answer is either a path here or the school's configured logout address.
        if (next && /^https?:\/\//.test(next)) window.location.assign(next);
        else navigate(next ? safeRedirect(next, target) : target, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, query, queryClient, target]);
  return <StatusMessage>{t('app.loading')}</StatusMessage>;
}
