import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';

/** `/register/welcome` (store mode): greets a new store owner and leads on to creating the store's school. */
export function RegisterWelcomeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('register.welcomeTitle'));
  return (
    <div className="login-card">
      <h1>{t('register.welcomeTitle')}</h1>
      <p>{t('register.welcomeBody')}</p>
      <Link className="button" to="/register/create">{t('register.selectCreate')}</Link>
    </div>
  );
}
