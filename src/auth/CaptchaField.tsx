import { useTranslation } from 'react-i18next';
import type { Captcha } from './identity-api';

/** The image captcha and its answer field, with a button for another image. */
export function CaptchaField({ captcha, answer, onAnswer, onRefresh }: { captcha: Captcha; answer: string; onAnswer: (value: string) => void; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="captcha-field">
      <label className="field">
        <span>{t('login.captcha')}</span>
        <input name="captcha" inputMode="numeric" autoComplete="off" maxLength={10} value={answer} onChange={(e) => onAnswer(e.target.value)} />
      </label>
      <img src={captcha.image} alt={t('login.captchaImage')} className="captcha-field__image" />
      <button type="button" className="button button--plain" onClick={onRefresh}>
        {t('login.captchaRefresh')}
      </button>
    </div>
  );
}
