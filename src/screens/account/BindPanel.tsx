import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKind, CODE_PATTERN } from '../../../schemas/identity';
import { CodeField } from '../../auth/CodeField';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { bindContact, requestBindCode } from '../../auth/identity-api';
import { currentUserKey, useCurrentUser } from '../../auth/useCurrentUser';
import { FormMessages } from '../../ui/FormMessages';

/** Binds a mobile number or e-mail address to the signed-in account with a code sent there. */
export function BindPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [kind, setKind] = useState<'mobile' | 'email'>('mobile');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const contact = value.trim().toLowerCase();
  const invalid = () => setError(kind === 'mobile' ? t('login.mobileInvalid') : t('login.emailInvalid'));

  async function send(): Promise<number | null> {
    setError('');
    setNotice('');
    if (accountKind(contact) !== kind) {
      invalid();
      return null;
    }
    try {
      const { resendIn } = await requestBindCode(kind, contact);
      setNotice(kind === 'mobile' ? t('login.codeSentSms') : t('login.codeSentEmail'));
      return resendIn;
    } catch (e) {
      setError(apiErrorText(e, t, 'account.errors.failed'));
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    if (accountKind(contact) !== kind) return invalid();
    if (!new RegExp(CODE_PATTERN).test(code.trim())) return setError(t('login.codeInvalid'));
    setError('');
    try {
      await bindContact(kind, contact, code.trim());
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      setValue('');
      setCode('');
      setNotice(t('account.bound'));
    } catch (e) {
      setError(apiErrorText(e, t, 'account.errors.failed'));
    }
  }

  const me = user.data;
  return (
    <section className="bind-panel" aria-labelledby="bind-title">
      <h2 id="bind-title">{t('account.bindTitle')}</h2>
      <dl className="bind-panel__current">
        <dt>{t('login.mobile')}</dt>
        <dd data-testid="bound-mobile">{me?.mobile || t('account.none')}</dd>
        <dt>{t('login.email')}</dt>
        <dd data-testid="bound-email">{me?.email || t('account.none')}</dd>
      </dl>
      <form onSubmit={(e) => void submit(e)} noValidate className="login-form">
        <label className="field">
          <span>{t('account.bindWhat')}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as 'mobile' | 'email')}>
            <option value="mobile">{t('login.mobile')}</option>
            <option value="email">{t('login.email')}</option>
          </select>
        </label>
        <label className="field">
          <span>{kind === 'mobile' ? t('account.newMobile') : t('account.newEmail')}</span>
          <input name="contact" value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
        <CodeField code={code} onCode={setCode} onSend={send} />
        <FormMessages notice={notice} error={error} />
        <button type="submit" className="button">{t('account.bindSubmit')}</button>
      </form>
    </section>
  );
}
