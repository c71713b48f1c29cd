import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { ApiError, getJson } from '../api/client';
import { StatusMessage } from '../ui/StatusMessage';
import { usePageTitle } from '../ui/usePageTitle';
import { PortalPage } from './PortalPage';

const classPath = (schoolId: string, classId: string) => `/classInfo/${schoolId}/class-view/${classId}`;

/**
 * `/classInfo/{schoolId}/class-view/{classId}`: the class-view page, or a not-found page when the
 * school has no such class (instead of a page of empty class blocks).
 */
export function ClassPage() {
  const { schoolId = '', classId = '' } = useParams();
  const exists = useQuery({
    queryKey: ['class-exists', schoolId, classId],
    queryFn: () => getJson(`/api/manager/class/classInfo/${classId}?schoolId=${schoolId}`),
    retry: false,
    staleTime: 60_000,
  });
  if (exists.error instanceof ApiError && (exists.error.status === 404 || exists.error.status === 400)) return <ClassNotFound schoolId={schoolId} />;
  return <PortalPage code="class-view" />;
}

function ClassNotFound({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('classPage.notFoundTitle'));
  return (
    <main className="portal-main">
      <StatusMessage role="alert" title={t('classPage.notFoundTitle')}>
        <p>{t('classPage.notFoundBody')}</p>
        <Link to={`/portal/${schoolId}/home`}>{t('classPage.backHome')}</Link>
      </StatusMessage>
    </main>
  );
}

/** `/portal/{schoolId}/check-view/{checkId}` lives at `/classInfo/{schoolId}/check-view/{checkId}` (spec §2), query kept. */
export function CheckViewRedirect() {
  const { schoolId = '', checkId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/classInfo/${schoolId}/check-view/${checkId}${search}`} replace />;
}

/**
 * The lecturing center (spec §2) moved to the class pages: a class's detail, edit and "created" pages
 * open that class's page; the center itself, live streaming, creating and the deleted notice open the
 * school's class list (search, classes tab). The query is kept.
 */
export function LecturingCenterRedirect() {
  const { schoolId = '', id } = useParams();
  const { search } = useLocation();
  if (id) return <Navigate to={`${classPath(schoolId, id)}${search}`} replace />;
  const query = new URLSearchParams(search);
  query.set('cardType', '5');
  return <Navigate to={`/portal/${schoolId}/search?${query.toString()}`} replace />;
}

/** `/portal/{schoolId}/question-survey/{questionId}`: the questionnaire's class page, at its questionnaire. */
export function QuestionSurveyRedirect() {
  const { schoolId = '', questionId = '' } = useParams();
  const { search } = useLocation();
  const { t } = useTranslation();
  const found = useQuery({
    queryKey: ['questionnaire-class', schoolId, questionId],
    queryFn: () => getJson<{ classId: string }>(`/api/manager/v1/class-satisfaction/questionnaires/${questionId}/class?schoolId=${schoolId}`),
    retry: false,
  });
  if (found.data) return <Navigate to={`${classPath(schoolId, found.data.classId)}${search}#class-questionnaire-title`} replace />;
  if (found.isError) return <ClassNotFound schoolId={schoolId} />;
  return <StatusMessage>{t('app.loading')}</StatusMessage>;
}
