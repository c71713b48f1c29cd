import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { accountKind, CODE_PATTERN, PASSWORD_LIMITS } from '../../../schemas/identity';
import { CodeField } from '../../auth/CodeField';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { register, requestCode } from '../../auth/identity-api';
import { safeRedirect } from '../../auth/safe-redirect';
import { currentUserKey, useCurrentUser } from '../../auth/useCurrentUser';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { usePageTitle } from '../../ui/usePageTitle';
import { FormMessages } from '../../ui/FormMessages';

/**
 * `/register/index`: a new account from a mobile number or e-mail address, the code sent there, a name
 * and a password (at least 8 characters, not a common one). Then /register/select, or `redirect`.
 */
export function RegisterIndexScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [realName, setRealName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  usePageTitle(t('register.title'));

  if (user.data && !busy) return <Navigate to="/" replace />;
  const value = contact.trim().toLowerCase();
  const kind = accountKind(value);

  async function send(): Promise<number | null> {
    setError('');
    if (!kind) {
      setError(t('register.contactInvalid'));
      return null;
    }
    try {
      const { resendIn } = await requestCode(kind === 'mobile' ? 'sms' : 'email', kind === 'mobile' ? { phone_number: value, purpose: 'register' } : { email: value, purpose: 'register' });
      setNotice(kind === 'mobile' ? t('login.codeSentSms') : t('login.codeSentEmail'));
      return resendIn;
    } catch (e) {
      setError(apiErrorText(e, t, 'account.errors.failed'));
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!kind) return setError(t('register.contactInvalid'));
    if (!new RegExp(CODE_PATTERN).test(code.trim())) return setError(t('login.codeInvalid'));
    if (!realName.trim()) return setError(t('register.nameRequired'));
    if ([...password].length < PASSWORD_LIMITS.min) return setError(t('account.errors.passwordTooShort'));
    setBusy(true);
    setError('');
    try {
      const body = { code: code.trim(), password, realName: realName.trim() };
      await register(kind === 'mobile' ? { ...body, phone_number: value } : { ...body, email: value });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      const redirect = search.get('redirect');
      navigate(redirect ? safeRedirect(redirect) : '/register/select', { replace: true });
    } catch (e) {
      setError(apiErrorText(e, t, 'account.errors.failed'));
      setBusy(false);
    }
  }

  return (
    <form className="login-card" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('register.title')}</h1>
      <label className="field">
        <span>{t('register.contact')}</span>
        <input name="contact" autoComplete="username" value={contact} onChange={(e) => setContact(e.target.value)} />
      </label>
      <CodeField code={code} onCode={setCode} onSend={send} />
      <label className="field">
        <span>{t('register.realName')}</span>
        <input name="realName" autoComplete="name" maxLength={50} value={realName} onChange={(e) => setRealName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('register.password')}</span>
        <input name="password" type="password" autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="password-rule" />
        <small id="password-rule">{t('register.passwordRule', { min: PASSWORD_LIMITS.min })}</small>
      </label>
      <FormMessages notice={notice} error={error} />
      <button type="submit" className="button" disabled={busy}>
        {t('register.submit')}
      </button>
      <p>
        {t('register.haveAccount')} <Link to={`/login/index${search.get('redirect') ? `?redirect=${encodeURIComponent(search.get('redirect')!)}` : ''}`}>{t('register.login')}</Link>
      </p>
      <LanguageSwitch />
    </form>
  );
}
