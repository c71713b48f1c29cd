import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isId } from '../../../schemas/ids';
import { getJson } from '../../api/client';
import { siteInfo } from '../../site/site-info';
import { RequireLogin } from '../../auth/RequireLogin';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';

function Progress({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The school is ready once its system pages answer; until then, ask again every second.
  const pages = useQuery({
    queryKey: ['register', 'creating', schoolId],
    queryFn: () => getJson<{ code: string }[]>(`/api/portal/api/v1/portal/pages?schoolId=${schoolId}`),
    refetchInterval: (query) => (query.state.data?.some((p) => p.code === 'home') ? false : 1000),
    retry: 5,
  });
  const ready = pages.data?.some((p) => p.code === 'home');
  useEffect(() => {
    // Store mode ends on the store's welcome page (spec §4 "welcome in store mode").
    if (ready) navigate(`/register/${siteInfo().storeMode ? 'welcome' : 'success'}?schoolId=${schoolId}`, { replace: true });
  }, [ready, navigate, schoolId]);
  if (pages.isError) return <StatusMessage role="alert" title={t('register.creatingFailed')} />;
  return (
    <StatusMessage title={t('register.creatingTitle')}>
      <progress aria-label={t('register.creatingTitle')} />
    </StatusMessage>
  );
}

/** `/register/creating?schoolId=`: waits until the new school is ready, then shows /register/success. */
export function RegisterCreatingScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const schoolId = search.get('schoolId');
  usePageTitle(t('register.creatingTitle'));
  if (!isId(schoolId)) return <Navigate to="/register/create" replace />;
  return (
    <RequireLogin>
      <Progress schoolId={schoolId} />
    </RequireLogin>
  );
}
