import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLanguage } from '../../schemas/languages';
import { changeLanguage, i18n } from './index';

/**
 * A changed `sxz-lang` link (the navigation header's language menu, a redirect after login) switches
 * the UI language in place on any route. It compares with the language in use, not with the link seen
 * before: hydration may start over with the new link already in place. Switches made elsewhere (the
 * language menu of the app header) leave the link alone, since only a changed link runs this.
 */
export function useLanguageFromLink(): void {
  const [search] = useSearchParams();
  const linkLanguage = search.get('sxz-lang');
  useEffect(() => {
    if (isLanguage(linkLanguage) && linkLanguage !== i18n.language) void changeLanguage(linkLanguage);
  }, [linkLanguage]);
}
