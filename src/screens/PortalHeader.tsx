import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { send } from '../api/client';
import { currentUserKey, useCurrentUser } from '../auth/useCurrentUser';
import { LanguageSwitch } from '../ui/LanguageSwitch';

/** The portal's top bar: school name, language, and login or the user's name with logout. */
export function PortalHeader({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const here = location.pathname + location.search;

  async function logout() {
    await send('DELETE', '/api/auth/open/logout').catch(() => undefined);
    queryClient.setQueryData(currentUserKey, null);
  }

  return (
    <header className="portal-header">
      <Link className="portal-header__name" to={`/portal/${schoolId}/home`}>
        {schoolName}
      </Link>
      <LanguageSwitch />
      {user.data ? (
        <>
          <span className="portal-header__user">{user.data.displayName}</span>
          <button type="button" className="button button--plain" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </>
      ) : (
        <Link to={`/login/index?redirect=${encodeURIComponent(here)}`}>{t('nav.login')}</Link>
      )}
    </header>
  );
}
