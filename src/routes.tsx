import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { CookiePolicyScreen, HelpScreen, PrivacyScreen } from './legal/LegalScreen';
import { DesignRoute } from './screens/DesignRoute';
import { LoginScreen } from './screens/LoginScreen';
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
  { path: '/logout', element: <LogoutScreen /> },
  { path: '/design/:schoolId', element: <DesignRoute /> },
  { path: '/design/:schoolId/sub-school/:subSchoolId', element: <DesignRoute /> },
  { path: '/privacy', element: <PrivacyScreen /> },
  { path: '/helpCenter/helpPage.htm', element: <HelpScreen /> },
  { path: '/commonUsage/cookiePolicy.htm', element: <CookiePolicyScreen /> },
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
