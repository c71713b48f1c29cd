import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../renderer/api';
import { CaptchaField } from '../../auth/CaptchaField';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { requestTokens } from '../../auth/identity-api';
import { useCaptcha } from '../../auth/useCaptcha';
import { API_ERRORS_NS } from '../../../renderer/api-errors/messages';
import { FormMessages } from '../../ui/FormMessages';

/** Account + password; the image captcha appears when the server asks for it. */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await requestTokens({ grant_type: 'password', username: account.trim(), password, ...captcha.fields() });
      await onLoggedIn();
    } catch (e) {
      setError(isApiError(e) && e.status === 401 ? t('auth.invalid_credentials', { ns: API_ERRORS_NS }) : apiErrorText(e, t, 'login.failed'));
      // Every captcha works once; after a failure ask again whether one is needed.
      await captcha.refresh(account.trim());
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="field">
        <span>{t('login.account')}</span>
        <input name="username" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('login.password')}</span>
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {captcha.captcha && <CaptchaField captcha={captcha.captcha} answer={captcha.answer} onAnswer={captcha.setAnswer} onRefresh={() => void captcha.refresh(account.trim())} />}
      <FormMessages error={error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
