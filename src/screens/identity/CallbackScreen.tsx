import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FREE_LOGIN_FAILURE } from '../../../schemas/federation';
import { isApiError } from '../../../renderer/api';
import { bindPath, postJson, queryObject, type SignInResult } from '../../api/identity';
import { safeRedirect } from '../../auth/safe-redirect';
import { currentUserKey, useCurrentUser } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';

/** The outside parties whose sign-in comes back to a callback page of this site. */
export type CallbackParty = 'sso' | 'oauth2' | 'welink' | 'hw' | 'imc';

const ENDPOINTS: Record<CallbackParty, string> = {
  sso: '/api/auth/open/sso/accesstoken',
  oauth2: '/api/auth/open/enterprise/oauth2/accesstoken',
  welink: '/api/welink/proxy/rest/v1/open/free_login',
  hw: '/api/auth/open/thirdlogin/accesstoken',
  imc: '/api/auth/open/thirdlogin/imc/accesstoken',
};

/**
 * A callback page (/uniportal/callback, /enterpriseOauth2/callback, /welink/callback, /hw/callback,
 * /imc/callback): hands what the party sent back to the API once, then goes on to the page the
 * sign-in was for, or to the bind screen. For /hw and /imc a logged-in user links the party instead.
 */
export function CallbackScreen({ party }: { party: CallbackParty }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [error, setError] = useState('');
  const sent = useRef(false);
  usePageTitle(t('sso.signingIn'));

  useEffect(() => {
    if (sent.current || user.isPending) return;
    sent.current = true;
    const query = queryObject(search);
    const linking = (party === 'hw' || party === 'imc') && user.data;
    const call = linking
      ? postJson<{ redirect: string }>('/api/auth/open/thirdlogin/users/to/auth_code', { party, code: query.code, state: query.state }).then((r) => ({ status: 'linked' as const, redirect: r.redirect }))
      : postJson<SignInResult>(ENDPOINTS[party], query);
    call
      .then(async (result) => {
        if (result.status === 'bind') {
          navigate(bindPath(result), { replace: true });
          return;
        }
        await queryClient.invalidateQueries({ queryKey: currentUserKey });
        navigate(safeRedirect(result.redirect), { replace: true });
      })
      .catch((e: unknown) => {
        if (party === 'welink' && isApiError(e) && e.status === 401) setError(t('sso.freeLoginFailed', { code: FREE_LOGIN_FAILURE }));
        else setError(apiErrorText(e, t, 'sso.failed'));
      });
  }, [navigate, party, queryClient, search, t, user.data, user.isPending]);

  if (!error) return <StatusMessage>{t('sso.signingIn')}</StatusMessage>;
  return (
    <main className="login-card">
      <h1>{t('sso.failed')}</h1>
      <p className="form-error" role="alert">
        {error}
      </p>
      <Link to="/login/index">{t('sso.backToLogin')}</Link>
    </main>
  );
}
