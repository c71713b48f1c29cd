import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isId } from '../../../schemas/ids';
import { usePageTitle } from '../../ui/usePageTitle';

/**
 * `/register/welcome` (store mode): greets a new store owner and leads on to creating the store's
 * school; with `?schoolId=` (after creating it) it opens or decorates the new store instead.
 */
export function RegisterWelcomeScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const schoolId = search.get('schoolId');
  usePageTitle(t('register.welcomeTitle'));
  return (
    <div className="login-card">
      <h1>{t('register.welcomeTitle')}</h1>
      {isId(schoolId) ? (
        <>
          <p>{t('register.successBody')}</p>
          <ul className="choice-list">
            <li><Link className="choice-list__item" to={`/design/${schoolId}`}>{t('register.successDesign')}</Link></li>
            <li><Link className="choice-list__item" to={`/portal/${schoolId}/home`}>{t('register.successPortal')}</Link></li>
          </ul>
        </>
      ) : (
        <>
          <p>{t('register.welcomeBody')}</p>
          <Link className="button" to="/register/create">{t('register.selectCreate')}</Link>
        </>
      )}
    </div>
  );
}
