import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { CookiePolicyScreen, HelpScreen, PrivacyScreen } from './legal/LegalScreen';
import { DesignRoute } from './screens/DesignRoute';
import { DisabledScreen } from './screens/DisabledScreens';
import { LoginSelectScreen } from './screens/login/LoginSelectScreen';
import { LoginScreen } from './screens/LoginScreen';
import { RefreshTokenScreen } from './screens/RefreshTokenScreen';
import { RegisterCreateScreen } from './screens/register/RegisterCreateScreen';
import { RegisterCreatingScreen } from './screens/register/RegisterCreatingScreen';
import { RegisterGuideScreen } from './screens/register/RegisterGuideScreen';
import { RegisterIndexScreen } from './screens/register/RegisterIndexScreen';
import { RegisterInviteScreen } from './screens/register/RegisterInviteScreen';
import { RegisterSelectScreen } from './screens/register/RegisterSelectScreen';
import { RegisterSuccessScreen } from './screens/register/RegisterSuccessScreen';
import { RegisterWelcomeScreen } from './screens/register/RegisterWelcomeScreen';
import { LogoutScreen } from './screens/LogoutScreen';
import { AuthorizeScreen } from './screens/identity/AuthorizeScreen';
import { BindAccountScreen } from './screens/identity/BindAccountScreen';
import { BoundAccountScreen } from './screens/identity/BoundAccountScreen';
import { CallbackScreen } from './screens/identity/CallbackScreen';
import { QrConfirmScreen } from './screens/identity/QrConfirmScreen';
import { PortalPage } from './screens/PortalPage';
import { LecturingCenter, platformRoutes } from './platform/routes';
import { RootScreen } from './screens/RootScreen';
import { AbnormalScreen, ForbiddenScreen, NotFoundScreen } from './screens/SimpleScreens';
import { CheckViewRedirect, ClassPage, QuestionSurveyRedirect } from './screens/ClassScreens';
import { portalRoutes } from './routes-portal';

function PortalIndex() {
  const { schoolId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/portal/${schoolId}/home${search}`} replace />;
}

/** `/portal/{schoolId}/class-view/{classId}` lives at `/classInfo/{schoolId}/class-view/{classId}` (spec §2). */
function ClassViewRedirect() {
  const { schoolId = '', classId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/classInfo/${schoolId}/class-view/${classId}${search}`} replace />;
}

/** Every route the app draws, shared by the browser router and the server render. */
export const routes: RouteObject[] = [{ element: <AppLayout />, children: pages() }];

function pages(): RouteObject[] {
  return [
  { path: '/', element: <RootScreen /> },
  { path: '/portal/:schoolId', element: <PortalIndex /> },
  { path: '/portal/:schoolId/home', element: <PortalPage code="home" /> },
  { path: '/portal/:schoolId/search', element: <PortalPage code="search" /> },
  { path: '/portal/:schoolId/class-view/:classId', element: <ClassViewRedirect /> },
  { path: '/classInfo/:schoolId/class-view/:classId', element: <ClassPage /> },
  { path: '/portal/:schoolId/check-view/:checkId', element: <CheckViewRedirect /> },
  { path: '/classInfo/:schoolId/check-view/:checkId', element: <PortalPage code="check-view" /> },
  ...['', '/index', '/live-streaming', '/live-learn-create', '/live-deleted', '/live-learn-detail/:id', '/live-learn-edit/:id', '/live-learn-created/:id']
    .map((child) => ({ path: `/portal/:schoolId/lecturing-center${child}`, element: <LecturingCenter /> })),
  { path: '/portal/:schoolId/question-survey/:questionId', element: <QuestionSurveyRedirect /> },
  { path: '/feedback/:schoolId', element: <PortalPage code="feedback" /> },
  { path: '/complaintReport/:schoolId', element: <PortalPage code="feedback" /> },
  { path: '/login/index', element: <LoginScreen /> },
  { path: '/login/select', element: <LoginSelectScreen /> },
  { path: '/register', element: <Navigate to="/register/index" replace /> },
  { path: '/register/index', element: <RegisterIndexScreen /> },
  { path: '/register/select', element: <RegisterSelectScreen /> },
  { path: '/register/create', element: <RegisterCreateScreen /> },
  { path: '/register/creating', element: <RegisterCreatingScreen /> },
  { path: '/register/success', element: <RegisterSuccessScreen /> },
  { path: '/register/invite', element: <RegisterInviteScreen /> },
  { path: '/register/guide', element: <RegisterGuideScreen /> },
  { path: '/register/welcome', element: <RegisterWelcomeScreen /> },
  { path: '/refresh-token', element: <RefreshTokenScreen /> },
  { path: '/disable', element: <DisabledScreen kind="school" /> },
  { path: '/disableLogin', element: <DisabledScreen kind="login" /> },
  { path: '/disableNetwork', element: <DisabledScreen kind="network" /> },
  { path: '/disableOrder', element: <DisabledScreen kind="order" /> },
  { path: '/logout', element: <LogoutScreen /> },
  { path: '/uniportal/callback', element: <CallbackScreen party="sso" /> },
  { path: '/enterpriseOauth2/callback', element: <CallbackScreen party="oauth2" /> },
  { path: '/welink/callback', element: <CallbackScreen party="welink" /> },
  { path: '/hw/callback', element: <CallbackScreen party="hw" /> },
  { path: '/imc/callback', element: <CallbackScreen party="imc" /> },
  { path: '/uniportal/bind-account', element: <BindAccountScreen /> },
  { path: '/uniportal/bound-account-verify', element: <BindAccountScreen verify /> },
  { path: '/uniportal/bound-account', element: <BoundAccountScreen /> },
  { path: '/qr-login/confirm', element: <QrConfirmScreen /> },
  { path: '/oauth2/v1/authorize', element: <AuthorizeScreen /> },
  { path: '/bigNet/v1/authorize', element: <AuthorizeScreen /> },
  { path: '/design/:schoolId', element: <DesignRoute /> },
  { path: '/design/:schoolId/sub-school/:subSchoolId', element: <DesignRoute /> },
  { path: '/privacy', element: <PrivacyScreen /> },
  { path: '/helpCenter/helpPage.htm', element: <HelpScreen /> },
  { path: '/commonUsage/cookiePolicy.htm', element: <CookiePolicyScreen /> },
  { path: '/403', element: <ForbiddenScreen /> },
  { path: '/insufficient-permissions', element: <ForbiddenScreen /> },
  { path: '/abnormal/:errorCode', element: <AbnormalScreen /> },
  ...portalRoutes(),
  ...platformRoutes(),
  { path: '*', element: <NotFoundScreen /> },
  ];
}

/** The page code and route parameters a server render needs for a path, or null when the path is no portal page. */
export function portalPageOf(pathname: string): { schoolId: string; code: string; params: Record<string, string> } | null {
  const id = '([1-9][0-9]{18})';
  const patterns: [RegExp, string, string[]][] = [
    [new RegExp(`^/portal/${id}/home/?$`), 'home', []],
    [new RegExp(`^/portal/${id}/search/?$`), 'search', []],
    [new RegExp(`^/classInfo/${id}/class-view/([1-9][0-9]{18})/?$`), 'class-view', ['classId']],
    [new RegExp(`^/classInfo/${id}/check-view/([1-9][0-9]{18})/?$`), 'check-view', ['checkId']],
    [new RegExp(`^/feedback/${id}/?$`), 'feedback', []],
    [new RegExp(`^/complaintReport/${id}/?$`), 'feedback', []],
  ];
  for (const [pattern, code, names] of patterns) {
    const match = pattern.exec(pathname);
    if (match) {
      const params = Object.fromEntries(names.map((name, i) => [name, match[i + 2]!]));
      return { schoolId: match[1]!, code, params };
    }
  }
  return null;
}
