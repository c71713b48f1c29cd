import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './messages/en_US.json';
import zhCN from './messages/zh_CN.json';
import { htmlLang, LANGUAGE_COOKIE, pickLanguage } from './language';

/** Starts i18next with the language picked from the URL or cookie, and keeps `<html lang>` in step. */
export function setupI18n(search = window.location.search, cookie = document.cookie) {
  const lng = pickLanguage(search, cookie);
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh_CN',
    resources: { zh_CN: { common: zhCN }, en_US: { common: enUS } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const apply = (language: string) => {
    document.documentElement.lang = htmlLang(language);
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  };
  apply(lng);
  i18n.on('languageChanged', apply);
  return i18n;
}
