import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '../../../schemas/languages';
import { resolveLocalized } from '../../../schemas/localized-text';
import { fetchMySchools, mySchoolsKey } from '../../auth/identity-api';
import { RequireLogin } from '../../auth/RequireLogin';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';

function SchoolChoice() {
  const { t, i18n } = useTranslation();
  const schools = useQuery({ queryKey: mySchoolsKey, queryFn: fetchMySchools });
  if (schools.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (schools.isError) return <StatusMessage role="alert">{t('account.errors.failed')}</StatusMessage>;
  return (
    <div className="login-card">
      <h1>{t('login.selectTitle')}</h1>
      {schools.data.length === 0 ? (
        <p>{t('login.selectNone')}</p>
      ) : (
        <ul className="choice-list" aria-label={t('login.selectTitle')}>
          {schools.data.map((school) => (
            <li key={school.id}>
              <Link className="choice-list__item" to={`/portal/${school.id}/home`}>
                {resolveLocalized(school.name, i18n.language as Language)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/register/select">{t('login.selectMore')}</Link>
    </div>
  );
}

/** `/login/select`: the school to enter, for a user who belongs to several. */
export function LoginSelectScreen() {
  const { t } = useTranslation();
  usePageTitle(t('login.selectTitle'));
  return (
    <RequireLogin>
      <SchoolChoice />
    </RequireLogin>
  );
}
