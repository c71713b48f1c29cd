import { createBrowserRouter, Navigate, useParams } from 'react-router-dom';
import { DesignRoute } from './screens/DesignRoute';
import { LoginScreen } from './screens/LoginScreen';
import { PortalPage } from './screens/PortalPage';
import { AbnormalScreen, ForbiddenScreen, LandingScreen, NotFoundScreen } from './screens/SimpleScreens';

function PortalIndex() {
  const { schoolId = '' } = useParams();
  return <Navigate to={`/portal/${schoolId}/home${window.location.search}`} replace />;
}

/** Every route the app draws. The server answers any other non-API path with the app too. */
export const router = createBrowserRouter([
  { path: '/', element: <LandingScreen /> },
  { path: '/portal/:schoolId', element: <PortalIndex /> },
  { path: '/portal/:schoolId/home', element: <PortalPage code="home" /> },
  { path: '/login/index', element: <LoginScreen /> },
  { path: '/design/:schoolId', element: <DesignRoute /> },
  { path: '/design/:schoolId/sub-school/:subSchoolId', element: <DesignRoute /> },
  { path: '/403', element: <ForbiddenScreen /> },
  { path: '/insufficient-permissions', element: <ForbiddenScreen /> },
  { path: '/abnormal/:errorCode', element: <AbnormalScreen /> },
  { path: '*', element: <NotFoundScreen /> },
]);
