import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { LanguageSwitch } from '../ui/LanguageSwitch';

/** The portal's top bar: school name, language, and login or the user's name with logout. */
export function PortalHeader({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  const here = location.pathname + location.search;

  // /logout ends the session and then follows the school's login method (spec §4).
  const logoutPath = `/logout?${new URLSearchParams({ schoolId, redirect: here })}`;

  return (
    <header className="portal-header">
      <Link className="portal-header__name" to={`/portal/${schoolId}/home`}>
        {schoolName}
      </Link>
      <LanguageSwitch />
      {user.data ? (
        <>
          <span className="portal-header__user">{user.data.displayName}</span>
          <Link className="button button--plain" to={logoutPath}>
            {t('nav.logout')}
          </Link>
        </>
      ) : (
        <Link to={`/login/index?redirect=${encodeURIComponent(here)}`}>{t('nav.login')}</Link>
      )}
    </header>
  );
}
