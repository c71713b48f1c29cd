import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { StatusMessage } from '../ui/StatusMessage';
import { usePageTitle } from '../ui/usePageTitle';

/** `/403` and `/insufficient-permissions`. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  usePageTitle(t('forbidden.title'));
  return (
    <StatusMessage role="alert" title={t('forbidden.title')}>
      <p>{t('forbidden.body')}</p>
      <Link to="/">{t('forbidden.home')}</Link>
    </StatusMessage>
  );
}

/** Any address the router does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatusMessage title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('forbidden.home')}</Link>
    </StatusMessage>
  );
}

/** `/abnormal/{errorCode}`: where a failed school fetch lands. */
export function AbnormalScreen() {
  const { t } = useTranslation();
  const { errorCode = '' } = useParams();
  usePageTitle(t('abnormal.title'));
  return (
    <StatusMessage role="alert" title={t('abnormal.title')}>
      <p>{t('abnormal.body', { code: errorCode })}</p>
    </StatusMessage>
  );
}

/** `/`: the academy landing. */
export function LandingScreen() {
  const { t } = useTranslation();
  usePageTitle('');
  return (
    <main className="landing">
      <h1>{t('app.title')}</h1>
      <p>
        <Link to="/login/index">{t('nav.login')}</Link>
      </p>
    </main>
  );
}
