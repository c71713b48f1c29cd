import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchMySchools } from '../auth/identity-api';
import { safeRedirect } from '../auth/safe-redirect';
import { currentUserKey, useCurrentUser } from '../auth/useCurrentUser';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ExternalLogin } from './identity/ExternalLogin';
import { usePageTitle } from '../ui/usePageTitle';
import { CodeLoginForm } from './login/CodeLoginForm';
import { PasswordLoginForm } from './login/PasswordLoginForm';

const METHODS = ['password', 'sms', 'email'] as const;
type Method = (typeof METHODS)[number];

/**
 * `/login/index`: account + password, or account + SMS or e-mail code, as tabs. `redirect` brings the
 * user back; without it, a member of several schools chooses one at /login/select. A user who is
 * already logged in goes to /.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [method, setMethod] = useState<Method>('password');
  const [leaving, setLeaving] = useState(false);
  usePageTitle(t('login.title'));

  if (user.data && !leaving) return <Navigate to="/" replace />;

  async function loggedIn() {
    setLeaving(true);
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
    const redirect = search.get('redirect');
    if (redirect) {
      navigate(safeRedirect(redirect), { replace: true });
      return;
    }
    const schools = await fetchMySchools().catch(() => []);
    navigate(schools.length > 1 ? '/login/select' : '/', { replace: true });
  }

  const labels: Record<Method, string> = { password: t('login.tabPassword'), sms: t('login.tabSms'), email: t('login.tabEmail') };
  const registerLink = `/register/index${search.get('redirect') ? `?redirect=${encodeURIComponent(search.get('redirect')!)}` : ''}`;
  return (
    <div className="login-card">
      <h1>{t('login.title')}</h1>
      <div role="tablist" aria-label={t('login.methods')} className="login-tabs">
        {METHODS.map((m) => (
          <button key={m} type="button" role="tab" id={`login-tab-${m}`} aria-controls="login-panel" aria-selected={method === m} className="login-tabs__tab" onClick={() => setMethod(m)}>
            {labels[m]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login-panel">
        {method === 'password' ? <PasswordLoginForm onLoggedIn={loggedIn} /> : <CodeLoginForm key={method} channel={method} onLoggedIn={loggedIn} />}
      </div>
      <p>
        {t('login.noAccount')} <Link to={registerLink}>{t('login.register')}</Link>
      </p>
      <ExternalLogin search={search} target={safeRedirect(search.get('redirect'))} />
      <LanguageSwitch />
    </div>
  );
}
