import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { getJson } from '../../api/client';
import { postJson } from '../../api/identity';
import { currentUserKey } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { FormMessages } from '../../ui/FormMessages';

interface BindTicket {
  provider: string;
  displayName: string;
  email: string;
  matchedAccount: string | null;
  redirect: string;
}

/**
 * /uniportal/bind-account and /uniportal/bound-account-verify: the person signed in at an outside
 * party whose identity is not linked yet proves a portal account with its password. In `verify`
 * mode the account with their e-mail is already known, so only its password is asked.
 */
export function BindAccountScreen({ verify = false }: { verify?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ticket = useQuery({ queryKey: ['bind-ticket'], queryFn: () => getJson<BindTicket>('/api/auth/open/thirdlogin/bind-ticket'), retry: false });
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const title = verify ? t('sso.verifyTitle') : t('sso.bindTitle');
  usePageTitle(title);

  if (ticket.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (ticket.isError || !ticket.data) {
    return (
      <main className="login-card">
        <h1>{title}</h1>
        <p className="form-error" role="alert">
          {apiErrorText(ticket.error, t, 'sso.failed')}
        </p>
        <Link to="/login/index">{t('sso.backToLogin')}</Link>
      </main>
    );
  }
  const info = ticket.data;
  const askAccount = !(verify && info.matchedAccount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ((askAccount && !account.trim()) || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const result = await postJson<{ redirect: string; account: string }>('/api/auth/open/thirdlogin/user/to/bind', askAccount ? { username: account.trim(), password } : { password });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      navigate(`/uniportal/bound-account?${new URLSearchParams({ account: result.account, redirect: result.redirect })}`, { replace: true });
    } catch (e) {
      setError(apiErrorText(e, t, 'sso.failed'));
      setBusy(false);
    }
  }

  return (
    <form className="login-card" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{title}</h1>
      <p>
        {askAccount
          ? t('sso.bindIntro', { name: info.displayName || info.email })
          : t('sso.verifyIntro', { email: info.email, account: info.matchedAccount })}
      </p>
      {askAccount && (
        <label className="field">
          <span>{t('login.account')}</span>
          <input name="username" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} />
        </label>
      )}
      <label className="field">
        <span>{t('login.password')}</span>
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <FormMessages error={error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sso.binding') : t('sso.bindSubmit')}
      </button>
    </form>
  );
}
