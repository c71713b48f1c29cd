import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../auth/safe-redirect';
import { usePageTitle } from '../../ui/usePageTitle';

/** /uniportal/bound-account: the outside identity is now linked; the person goes on to where the sign-in was for. */
export function BoundAccountScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  usePageTitle(t('sso.boundTitle'));
  return (
    <main className="login-card">
      <h1>{t('sso.boundTitle')}</h1>
      <p>{t('sso.boundIntro', { account: search.get('account') ?? '' })}</p>
      <Link className="button" to={safeRedirect(search.get('redirect'))} replace>
        {t('sso.continue')}
      </Link>
    </main>
  );
}
