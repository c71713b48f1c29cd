import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, postForm } from '../api/client';
import { safeRedirect } from '../auth/safe-redirect';
import { currentUserKey, useCurrentUser } from '../auth/useCurrentUser';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ExternalLogin } from './identity/ExternalLogin';
import { usePageTitle } from '../ui/usePageTitle';

/** Account + password login (`/login/index`); `redirect` brings the user back to where they were. */
export function LoginScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(search.get('redirect'));
  usePageTitle(t('login.title'));

  if (user.data && !busy) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await postForm('/api/auth/oauth/token', { grant_type: 'password', username: account.trim(), password });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      navigate(target, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : t('login.failed'));
      setBusy(false);
    }
  }

  return (
    <form className="login-card" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('login.title')}</h1>
      <label className="field">
        <span>{t('login.account')}</span>
        <input name="username" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('login.password')}</span>
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      <ExternalLogin search={search} target={target} />
      <LanguageSwitch />
    </form>
  );
}
