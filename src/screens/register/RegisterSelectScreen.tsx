import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequireLogin } from '../../auth/RequireLogin';
import { usePageTitle } from '../../ui/usePageTitle';

/** `/register/select`: what a new member does next: create a school, join one with an invitation, or browse. */
export function RegisterSelectScreen() {
  const { t } = useTranslation();
  usePageTitle(t('register.selectTitle'));
  return (
    <RequireLogin>
      <div className="login-card">
        <h1>{t('register.selectTitle')}</h1>
        <ul className="choice-list">
          <li>
            <Link className="choice-list__item" to="/register/create">{t('register.selectCreate')}</Link>
          </li>
          <li>
            <Link className="choice-list__item" to="/register/invite">{t('register.selectJoin')}</Link>
          </li>
          <li>
            <Link className="choice-list__item" to="/register/guide">{t('register.selectGuide')}</Link>
          </li>
        </ul>
        <Link to="/">{t('register.selectLater')}</Link>
      </div>
    </RequireLogin>
  );
}
