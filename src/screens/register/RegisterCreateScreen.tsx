import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CreateSchoolRequest } from '../../../schemas/identity';
import { sendJson } from '../../api/client';
import { siteInfo } from '../../site/site-info';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { RequireLogin } from '../../auth/RequireLogin';
import { usePageTitle } from '../../ui/usePageTitle';
import { LANGUAGE_NAMES } from '../../../schemas/languages';
import { FormMessages } from '../../ui/FormMessages';

function CreateSchoolForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<'zh_CN' | 'en_US'>('zh_CN');
  const [open, setOpen] = useState(true);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2) return setError(t('register.schoolNameRequired'));
    setBusy(true);
    setError('');
    try {
      let id: string;
      if (siteInfo().storeMode) {
        // Store mode: the member's store school (one per member; opening it again finds the same one).
        ({ schoolId: id } = await sendJson<{ schoolId: string }>('POST', '/api/assist/market/portal/initMarketStore', { name: { [language]: trimmed } }));
      } else {
        const body: CreateSchoolRequest = { name: trimmed, defaultLanguage: language, openSchool: open };
        ({ id } = await sendJson<{ id: string }>('POST', '/api/school/schools/', body));
      }
      navigate(`/register/creating?schoolId=${id}`, { replace: true });
    } catch (e) {
      setError(apiErrorText(e, t, 'account.errors.failed'));
      setBusy(false);
    }
  }

  return (
    <form className="login-card" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('register.createTitle')}</h1>
      <label className="field">
        <span>{t('register.schoolName')}</span>
        <input name="name" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('register.schoolLanguage')}</span>
        <select value={language} onChange={(e) => setLanguage(e.target.value as 'zh_CN' | 'en_US')}>
          {/* Each language by its own name, so anyone finds theirs whatever the page's language. */}
          <option value="zh_CN">{LANGUAGE_NAMES.zh_CN}</option>
          <option value="en_US">{LANGUAGE_NAMES.en_US}</option>
        </select>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        <span>{t('register.schoolOpen')}</span>
      </label>
      <FormMessages error={error} />
      <button type="submit" className="button" disabled={busy}>
        {t('register.createSubmit')}
      </button>
    </form>
  );
}

/** `/register/create`: a new school; its creator becomes its administrator. */
export function RegisterCreateScreen() {
  const { t } = useTranslation();
  usePageTitle(t('register.createTitle'));
  return (
    <RequireLogin>
      <CreateSchoolForm />
    </RequireLogin>
  );
}
