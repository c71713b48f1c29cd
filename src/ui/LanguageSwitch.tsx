import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '../../schemas/languages';

const NAMES: Record<string, string> = { zh_CN: '简体中文', en_US: 'English' };

/** Switches the UI language in place; the page stays where it is. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select aria-label={t('nav.language')} value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
        {UI_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
