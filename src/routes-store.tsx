import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { PrivacyScreen } from './legal/LegalScreen';
import { CallbackScreen } from './screens/identity/CallbackScreen';
import { LoginSelectScreen } from './screens/login/LoginSelectScreen';
import { LoginScreen } from './screens/LoginScreen';
import { PortalPage } from './screens/PortalPage';
import { RegisterCreateScreen } from './screens/register/RegisterCreateScreen';
import { RegisterCreatingScreen } from './screens/register/RegisterCreatingScreen';
import { RegisterSuccessScreen } from './screens/register/RegisterSuccessScreen';
import { RegisterWelcomeScreen } from './screens/register/RegisterWelcomeScreen';
import { NotFoundScreen } from './screens/SimpleScreens';

/**
 * The store (market) mode router of spec §2: the store's landing page (/, /introduce: the home
 * school's decoratable `introduce` page), privacy, login, the store's registration and two callbacks.
 */
export const storeRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <PortalPage code="introduce" homeSchool /> },
      { path: '/introduce', element: <PortalPage code="introduce" homeSchool /> },
      { path: '/privacy', element: <PrivacyScreen /> },
      { path: '/login/index', element: <LoginScreen /> },
      { path: '/login/select', element: <LoginSelectScreen /> },
      { path: '/register/create', element: <RegisterCreateScreen /> },
      { path: '/register/creating', element: <RegisterCreatingScreen /> },
      { path: '/register/success', element: <RegisterSuccessScreen /> },
      { path: '/register/welcome', element: <RegisterWelcomeScreen /> },
      { path: '/uniportal/callback', element: <CallbackScreen party="sso" /> },
      { path: '/hw/callback', element: <CallbackScreen party="hw" /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
