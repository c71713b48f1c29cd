import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { DisabledScreen } from './screens/DisabledScreens';
import { RefreshTokenScreen } from './screens/RefreshTokenScreen';
import { LogoutScreen } from './screens/LogoutScreen';
import { PortalPage } from './screens/PortalPage';
import { LecturingCenter, platformRoutes } from './platform/routes';
import { RootScreen } from './screens/RootScreen';
import { AbnormalScreen, ForbiddenScreen, NotFoundScreen } from './screens/SimpleScreens';
import { CheckViewRedirect, ClassPage, QuestionSurveyRedirect } from './screens/ClassScreens';
import { portalRoutes } from './routes-portal';
import { StatusMessage } from './ui/StatusMessage';

// Screens a visitor of the portal does not need on first load (sign-in, registration, identity
// callbacks, legal pages, the designer) are chunks of their own, loaded when their route is drawn.
const CookiePolicyScreen = lazy(() => import('./legal/LegalScreen').then((m) => ({ default: m.CookiePolicyScreen })));
const HelpScreen = lazy(() => import('./legal/LegalScreen').then((m) => ({ default: m.HelpScreen })));
const PrivacyScreen = lazy(() => import('./legal/LegalScreen').then((m) => ({ default: m.PrivacyScreen })));
const DesignRoute = lazy(() => import('./screens/DesignRoute').then((m) => ({ default: m.DesignRoute })));
const LoginSelectScreen = lazy(() => import('./screens/login/LoginSelectScreen').then((m) => ({ default: m.LoginSelectScreen })));
const LoginScreen = lazy(() => import('./screens/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const RegisterCreateScreen = lazy(() => import('./screens/register/RegisterCreateScreen').then((m) => ({ default: m.RegisterCreateScreen })));
const RegisterCreatingScreen = lazy(() => import('./screens/register/RegisterCreatingScreen').then((m) => ({ default: m.RegisterCreatingScreen })));
const RegisterGuideScreen = lazy(() => import('./screens/register/RegisterGuideScreen').then((m) => ({ default: m.RegisterGuideScreen })));
const RegisterIndexScreen = lazy(() => import('./screens/register/RegisterIndexScreen').then((m) => ({ default: m.RegisterIndexScreen })));
const RegisterInviteScreen = lazy(() => import('./screens/register/RegisterInviteScreen').then((m) => ({ default: m.RegisterInviteScreen })));
const RegisterSelectScreen = lazy(() => import('./screens/register/RegisterSelectScreen').then((m) => ({ default: m.RegisterSelectScreen })));
const RegisterSuccessScreen = lazy(() => import('./screens/register/RegisterSuccessScreen').then((m) => ({ default: m.RegisterSuccessScreen })));
const RegisterWelcomeScreen = lazy(() => import('./screens/register/RegisterWelcomeScreen').then((m) => ({ default: m.RegisterWelcomeScreen })));
const AuthorizeScreen = lazy(() => import('./screens/identity/AuthorizeScreen').then((m) => ({ default: m.AuthorizeScreen })));
const BindAccountScreen = lazy(() => import('./screens/identity/BindAccountScreen').then((m) => ({ default: m.BindAccountScreen })));
const BoundAccountScreen = lazy(() => import('./screens/identity/BoundAccountScreen').then((m) => ({ default: m.BoundAccountScreen })));
const CallbackScreen = lazy(() => import('./screens/identity/CallbackScreen').then((m) => ({ default: m.CallbackScreen })));
const QrConfirmScreen = lazy(() => import('./screens/identity/QrConfirmScreen').then((m) => ({ default: m.QrConfirmScreen })));

function ScreenLoading() {
  const { t } = useTranslation();
  return <StatusMessage>{t('app.loading')}</StatusMessage>;
}

/** A lazily loaded screen with the loading message while its chunk arrives. */
function onDemand(element: ReactNode): ReactNode {
  return <Suspense fallback={<ScreenLoading />}>{element}</Suspense>;
}

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
  { path: '/login/index', element: onDemand(<LoginScreen />) },
  { path: '/login/select', element: onDemand(<LoginSelectScreen />) },
  { path: '/register', element: <Navigate to="/register/index" replace /> },
  { path: '/register/index', element: onDemand(<RegisterIndexScreen />) },
  { path: '/register/select', element: onDemand(<RegisterSelectScreen />) },
  { path: '/register/create', element: onDemand(<RegisterCreateScreen />) },
  { path: '/register/creating', element: onDemand(<RegisterCreatingScreen />) },
  { path: '/register/success', element: onDemand(<RegisterSuccessScreen />) },
  { path: '/register/invite', element: onDemand(<RegisterInviteScreen />) },
  { path: '/register/guide', element: onDemand(<RegisterGuideScreen />) },
  { path: '/register/welcome', element: onDemand(<RegisterWelcomeScreen />) },
  { path: '/refresh-token', element: <RefreshTokenScreen /> },
  { path: '/disable', element: <DisabledScreen kind="school" /> },
  { path: '/disableLogin', element: <DisabledScreen kind="login" /> },
  { path: '/disableNetwork', element: <DisabledScreen kind="network" /> },
  { path: '/disableOrder', element: <DisabledScreen kind="order" /> },
  { path: '/logout', element: <LogoutScreen /> },
  { path: '/uniportal/callback', element: onDemand(<CallbackScreen party="sso" />) },
  { path: '/enterpriseOauth2/callback', element: onDemand(<CallbackScreen party="oauth2" />) },
  { path: '/welink/callback', element: onDemand(<CallbackScreen party="welink" />) },
  { path: '/hw/callback', element: onDemand(<CallbackScreen party="hw" />) },
  { path: '/imc/callback', element: onDemand(<CallbackScreen party="imc" />) },
  { path: '/uniportal/bind-account', element: onDemand(<BindAccountScreen />) },
  { path: '/uniportal/bound-account-verify', element: onDemand(<BindAccountScreen verify />) },
  { path: '/uniportal/bound-account', element: onDemand(<BoundAccountScreen />) },
  { path: '/qr-login/confirm', element: onDemand(<QrConfirmScreen />) },
  { path: '/oauth2/v1/authorize', element: onDemand(<AuthorizeScreen />) },
  { path: '/bigNet/v1/authorize', element: onDemand(<AuthorizeScreen />) },
  { path: '/design/:schoolId', element: onDemand(<DesignRoute />) },
  { path: '/design/:schoolId/sub-school/:subSchoolId', element: onDemand(<DesignRoute />) },
  { path: '/privacy', element: onDemand(<PrivacyScreen />) },
  { path: '/helpCenter/helpPage.htm', element: onDemand(<HelpScreen />) },
  { path: '/commonUsage/cookiePolicy.htm', element: onDemand(<CookiePolicyScreen />) },
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
