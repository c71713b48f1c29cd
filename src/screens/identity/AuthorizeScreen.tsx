import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { getJson } from '../../api/client';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';

/**
 * /oauth2/v1/authorize and /bigNet/v1/authorize: another application asks this portal to sign the
 * user in. A visitor logs in first; then the portal issues a code and sends the browser to the
 * application's registered redirect URI (the server refuses any other, and then nothing is sent).
 */
export function AuthorizeScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  const [error, setError] = useState('');
  const asked = useRef(false);
  usePageTitle(t('sso.authorizeTitle'));

  useEffect(() => {
    if (!user.data || asked.current) return;
    asked.current = true;
    getJson<{ redirect: string }>(`/api/auth/v1/oauth/authorize${location.search}`)
      .then((answer) => window.location.replace(answer.redirect))
      .catch((e: unknown) => setError(apiErrorText(e, t, 'sso.failed')));
  }, [location.search, t, user.data]);

  if (user.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?${new URLSearchParams({ redirect: location.pathname + location.search })}`} replace />;
  if (error) {
    return (
      <StatusMessage title={t('sso.authorizeFailed')} role="alert">
        <p>{error}</p>
      </StatusMessage>
    );
  }
  return <StatusMessage>{t('sso.authorizeTitle')}</StatusMessage>;
}
