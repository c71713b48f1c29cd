import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../schemas/languages';
import { resolveLocalized } from '../../schemas/localized-text';
import { siteInfo } from '../site/site-info';

/** Sets the document title for the current route, ending with the product name (or the host's own title, HOST_TITLES). */
export function usePageTitle(title: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const hostTitle = siteInfo().hostTitle;
    const language = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
    const product = (hostTitle && resolveLocalized(hostTitle, language, language)) || t('app.title');
    document.title = title ? `${title} | ${product}` : product;
  }, [title, t, i18n.language]);
}
