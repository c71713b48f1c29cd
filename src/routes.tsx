import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
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
import { PortalPage } from './screens/PortalPage';
import { AbnormalScreen, ForbiddenScreen, LandingScreen, NotFoundScreen } from './screens/SimpleScreens';

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
  { path: '/', element: <LandingScreen /> },
  { path: '/portal/:schoolId', element: <PortalIndex /> },
  { path: '/portal/:schoolId/home', element: <PortalPage code="home" /> },
  { path: '/portal/:schoolId/search', element: <PortalPage code="search" /> },
  { path: '/portal/:schoolId/class-view/:classId', element: <ClassViewRedirect /> },
  { path: '/classInfo/:schoolId/class-view/:classId', element: <PortalPage code="class-view" /> },
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
  { path: '/design/:schoolId', element: <DesignRoute /> },
  { path: '/design/:schoolId/sub-school/:subSchoolId', element: <DesignRoute /> },
  { path: '/403', element: <ForbiddenScreen /> },
  { path: '/insufficient-permissions', element: <ForbiddenScreen /> },
  { path: '/abnormal/:errorCode', element: <AbnormalScreen /> },
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
