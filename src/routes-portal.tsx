import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { SPACE_TABS } from '../blocks/person-space/render';
import { PortalPage } from './screens/PortalPage';
import { NotFoundScreen } from './screens/SimpleScreens';

/** Sends the route to `to(params)`, keeping the query. */
function Redirect({ to }: { to: (params: Readonly<Record<string, string | undefined>>) => string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${to(params)}${search}`} replace />;
}

/** `/personSpace/{schoolId}/{tab}`: a tab of spec §2 (or the owner's visitors and settings), else not found. */
function PersonSpaceRoute() {
  const { tab = '' } = useParams();
  if (!(SPACE_TABS as readonly string[]).includes(tab)) return <NotFoundScreen />;
  return <PortalPage code="person-space" />;
}

/**
 * The school detail, sub-portal, sub-school, project-school, personal-space, order, community and
 * service routes of spec §2, each a system page drawn by the shared renderer.
 */
export function portalRoutes(): RouteObject[] {
  return [
    { path: '/o3-sub-portal/:schoolId', element: <PortalPage code="sub-portal" /> },
    { path: '/o3/:schoolId/detail', element: <PortalPage code="school-detail" /> },
    { path: '/democloud/:schoolId/detail', element: <PortalPage code="school-detail" /> },
    { path: '/portal/:schoolId/sub-school', element: <PortalPage code="sub-schools" /> },
    { path: '/portal/:schoolId/sub-school/:subSchoolId', element: <Redirect to={(p) => `/portal/${p.schoolId}/sub-school/${p.subSchoolId}/home`} /> },
    { path: '/portal/:schoolId/sub-school/:subSchoolId/home', element: <PortalPage code="home" schoolParam="subSchoolId" /> },
    { path: '/portal/:schoolId/sub-school/:subSchoolId/fans', element: <PortalPage code="fans" schoolParam="subSchoolId" /> },
    { path: '/portal/:schoolId/sub-school/:subSchoolId/more', element: <PortalPage code="more" schoolParam="subSchoolId" /> },
    { path: '/portal/:schoolId/o3-school', element: <PortalPage code="o3-school" schoolType="o3" /> },
    { path: '/portal/:schoolId/o3-school/new-project', element: <PortalPage code="o3-new-project" schoolType="o3" /> },
    { path: '/portal/:schoolId/o3-school/course-more', element: <PortalPage code="o3-course-more" schoolType="o3" /> },
    { path: '/portal/:schoolId/o3-school/case-center-more', element: <PortalPage code="o3-case-more" schoolType="o3" /> },
    { path: '/portal/:schoolId/o3-school/more', element: <PortalPage code="o3-more" schoolType="o3" /> },
    { path: '/portal/:schoolId/person-space', element: <Redirect to={(p) => `/personSpace/${p.schoolId}/dynamics`} /> },
    { path: '/portal/:schoolId/person-space/:tab', element: <Redirect to={(p) => `/personSpace/${p.schoolId}/${p.tab}`} /> },
    { path: '/personSpace/:schoolId', element: <Redirect to={(p) => `/personSpace/${p.schoolId}/dynamics`} /> },
    { path: '/personSpace/:schoolId/:tab', element: <PersonSpaceRoute /> },
    { path: '/order/:schoolId', element: <PortalPage code="orders" /> },
    { path: '/order/:schoolId/sub-school/:subSchoolId', element: <PortalPage code="orders" schoolParam="subSchoolId" /> },
    { path: '/community/:target', element: <PortalPage code="community" schoolParam="target" /> },
    { path: '/service', element: <PortalPage code="service" homeSchool /> },
  ];
}
