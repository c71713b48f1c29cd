import { useEffect, useRef } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { isLanguage } from '../../schemas/languages';
import { changeLanguage } from './index';

/**
 * Layout route: a changed `sxz-lang` link (the navigation header's language menu, a redirect after
 * login) switches the UI language in place on any route. The link a page opened with was applied at
 * start-up, and switches made elsewhere leave the link alone.
 */
export function LanguageFromLink() {
  const [search] = useSearchParams();
  const linkLanguage = search.get('sxz-lang');
  const last = useRef(linkLanguage);
  useEffect(() => {
    if (last.current === linkLanguage) return;
    last.current = linkLanguage;
    if (isLanguage(linkLanguage)) void changeLanguage(linkLanguage);
  }, [linkLanguage]);
  return <Outlet />;
}
