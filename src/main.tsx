import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { renderRegistry } from '../blocks/render-registry';
import { loadBlockMessages } from '../blocks/_shared/messages';
import type { Language } from '../schemas/languages';
import { preloadBlockTypes } from '../renderer/load-component';
import { setupI18n } from './i18n';
import { currentUserKey } from './auth/useCurrentUser';
import { installAuthFailureHandler } from './platform/auth-failure';
import { routes } from './routes';
import { AppShell } from './ui/AppShell';
import { siteInfo } from './site/site-info';
import './ui/app.css';

/** The app's routes. A plain BrowserRouter: no route has a loader or action, so the data router's code stays out of the bundle. */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } } });

/** Starts the app: hydrates a server-rendered page when there is one, otherwise renders from scratch. */
async function start() {
  installAuthFailureHandler(() => {
    queryClient.setQueryData(currentUserKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
  });
  const state = window.__PORTAL_STATE__;
  // The first render waits for the messages of the language in use (and only those).
  // Without a drawn page, the server says on <html data-overseas> whether the host is overseas (key environmentUrls).
  const i18n = await setupI18n({ schoolDefault: state?.schoolDefault ?? null, overseas: state?.overseas ?? document.documentElement.dataset.overseas === 'true' });
  await loadBlockMessages(i18n.language as Language);
  // Store mode (a deployment setting, per host) has its own small router, loaded only there.
  const appRoutes = siteInfo().storeMode ? (await import('./routes-store')).storeRoutes : routes;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={appRoutes} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state) {
    hydrate(queryClient, state.queries);
    await preloadBlockTypes(renderRegistry, state.blockTypes);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  // App-wide dialogs and toasts get a root of their own, so a hydrated page's markup is untouched.
  const shell = document.body.appendChild(document.createElement('div'));
  createRoot(shell).render(
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>,
  );
}

void start();
