import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKind, CODE_PATTERN } from '../../../schemas/identity';
import { isApiError } from '../../../renderer/api';
import { CaptchaField } from '../../auth/CaptchaField';
import { CodeField } from '../../auth/CodeField';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { requestCode, requestTokens } from '../../auth/identity-api';
import { useCaptcha } from '../../auth/useCaptcha';
import { FormMessages } from '../../ui/FormMessages';

/** Mobile number (SMS) or e-mail address, plus the 6-digit code sent there. */
export function CodeLoginForm({ channel, onLoggedIn }: { channel: 'sms' | 'email'; onLoggedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const kind = channel === 'sms' ? 'mobile' : 'email';
  const recipient = account.trim().toLowerCase();
  const accountLabel = channel === 'sms' ? t('login.mobile') : t('login.email');

  async function send(): Promise<number | null> {
    setError('');
    setNotice('');
    if (accountKind(recipient) !== kind) {
      setError(channel === 'sms' ? t('login.mobileInvalid') : t('login.emailInvalid'));
      return null;
    }
    try {
      const body = channel === 'sms' ? { phone_number: recipient, purpose: 'login' as const, ...captcha.fields() } : { email: recipient, purpose: 'login' as const, ...captcha.fields() };
      const { resendIn } = await requestCode(channel, body);
      setNotice(channel === 'sms' ? t('login.codeSentSms') : t('login.codeSentEmail'));
      await captcha.refresh(recipient);
      return resendIn;
    } catch (e) {
      setError(apiErrorText(e, t, 'account.errors.failed'));
      if (isApiError(e) && (e.key === 'auth.captcha_required' || e.key === 'captcha.invalid' || captcha.captcha)) await captcha.refresh(recipient);
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (accountKind(recipient) !== kind) {
      setError(channel === 'sms' ? t('login.mobileInvalid') : t('login.emailInvalid'));
      return;
    }
    if (!new RegExp(CODE_PATTERN).test(code.trim())) {
      setError(t('login.codeInvalid'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await requestTokens({ grant_type: channel === 'sms' ? 'sms_code' : 'email_code', username: recipient, code: code.trim(), ...captcha.fields() });
      await onLoggedIn();
    } catch (e) {
      setError(apiErrorText(e, t, 'login.failed'));
      await captcha.refresh(recipient);
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="field">
        <span>{accountLabel}</span>
        <input
          name={channel === 'sms' ? 'phone_number' : 'email'}
          type={channel === 'sms' ? 'tel' : 'email'}
          autoComplete={channel === 'sms' ? 'tel' : 'email'}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
        />
      </label>
      {captcha.captcha && <CaptchaField captcha={captcha.captcha} answer={captcha.answer} onAnswer={captcha.setAnswer} onRefresh={() => void captcha.refresh(recipient)} />}
      <CodeField code={code} onCode={setCode} onSend={send} />
      <FormMessages notice={notice} error={error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
