import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isId } from '../../../schemas/ids';
import { RequireLogin } from '../../auth/RequireLogin';
import { usePageTitle } from '../../ui/usePageTitle';
import { BindPanel } from '../account/BindPanel';

/** `/register/guide`: getting started: bind a mobile number or e-mail, then decorate and invite (with `schoolId`). */
export function RegisterGuideScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const schoolId = search.get('schoolId');
  usePageTitle(t('register.guideTitle'));
  return (
    <RequireLogin>
      <div className="login-card login-card--wide">
        <h1>{t('register.guideTitle')}</h1>
        <ol className="guide-steps">
          <li>{t('register.guideBind')}</li>
          <li>{isId(schoolId) ? <Link to={`/design/${schoolId}`}>{t('register.guideDesign')}</Link> : <Link to="/register/create">{t('register.selectCreate')}</Link>}</li>
          <li>{isId(schoolId) ? <Link to={`/register/success?schoolId=${schoolId}`}>{t('register.guideInvite')}</Link> : <Link to="/register/invite">{t('register.selectJoin')}</Link>}</li>
        </ol>
        <BindPanel />
      </div>
    </RequireLogin>
  );
}
