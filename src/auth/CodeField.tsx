import { useTranslation } from 'react-i18next';
import { CodeButton } from './CodeButton';

/** The 6-digit code a message brought, beside the button that asks for it (login, registration, binding). */
export function CodeField({ code, onCode, onSend }: { code: string; onCode: (code: string) => void; onSend: () => Promise<number | null> }) {
  const { t } = useTranslation();
  return (
    <div className="code-row">
      <label className="field">
        <span>{t('login.code')}</span>
        <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => onCode(e.target.value)} />
      </label>
      <CodeButton onSend={onSend} />
    </div>
  );
}
