import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { changeLanguage } from '../i18n';
import { htmlLang } from '../i18n/language';

/** Switches the UI language in place; the page stays where it is. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        aria-label={t('nav.language')}
        value={i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          // Each name is in its own language, so screen readers need its lang to pronounce it.
          <option key={lang} value={lang} lang={htmlLang(lang)}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
