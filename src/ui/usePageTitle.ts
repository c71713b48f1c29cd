import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title for the current route, ending with the product name. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.title')}` : t('app.title');
  }, [title, t]);
}
