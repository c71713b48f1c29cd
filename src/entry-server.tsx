import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '../schemas/languages';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { renderRegistry } from '../blocks/render-registry';
import { loadBlockMessages } from '../blocks/_shared/messages';
import { resolveLocalized } from '../schemas/localized-text';
import type { LoaderContext } from '../renderer/block-definition';
import { blockTypesOf, preloadBlockTypes } from '../renderer/load-component';
import { migrateDocument } from '../renderer/migrate';
import { prefetchBlockData } from '../renderer/prefetch';
import { serverRichTextSanitizer } from '../renderer/rich-text-server';
import { isApiError } from '../renderer/api';
import { releasedPageKey, schoolKey, schoolLanguageKey, schoolLanguagePath, type ReleasedPage, type SchoolDetails, type SchoolLanguage } from './api/portal';
import { currentUserKey, type CurrentUser } from './auth/useCurrentUser';
import { htmlLang, pickLanguage, textDirection } from './i18n/language';
import { loadMessages } from './i18n/messages';
import { portalPageOf, routes } from './routes';
import { portalTitle } from './screens/portal-title';
import { serializeState, type PortalState } from './ssr/state';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The request's Cookie header (language choice). */
  cookie: string;
  /** Calls the API as the requesting user. */
  getJson: LoaderContext['getJson'];
}

export interface RenderedPage {
  html: string;
  /** `window.__PORTAL_STATE__`, serialized safely for a script element. */
  stateJson: string;
  /** Block types the page draws, so the server can link their styles and code. */
  blockTypes: string[];
  title: string;
  /** `<meta name="description">`: what the product is, in the page's language. */
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  state: PortalState;
}

const instances = new Map<Language, Promise<I18n>>();

// The route table is the same for every request: its handler (matching, data routes) is made once.
const staticHandler = createStaticHandler(routes);

// Rich text is drawn through the one policy, here over jsdom's DOM: a server has none of its own.
serverRichTextSanitizer();

/** One i18next instance per language, made once: a render only reads it, and renders run one at a time. */
function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = (async () => {
      const i18n = createInstance();
      await i18n.use(initReactI18next).init({
        lng: language,
        resources: { [language]: { common: await loadMessages(language) } },
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
      return i18n;
    })();
    instances.set(language, instance);
  }
  return instance;
}

/**
 * `<html lang dir>` and `<title>` for the plain app on routes the server does not draw, so the first paint
 * is in the requested language and direction. The language comes from the sxz-lang query, then the
 * cookie, then the default: without drawing a page the school's own setting is not known.
 */
export async function appShellHead(request: Pick<RenderRequest, 'url' | 'cookie'> & { overseas?: boolean }): Promise<{ lang: string; dir: 'ltr' | 'rtl'; title: string; description: string; overseas: boolean }> {
  const url = new URL(request.url, 'http://portal.invalid');
  const overseas = request.overseas ?? false;
  const language = pickLanguage(url.search, request.cookie, { overseas });
  const i18n = await i18nFor(language);
  return { lang: htmlLang(language), dir: textDirection(language), title: i18n.t('app.title'), description: i18n.t('app.description'), overseas };
}

/**
 * Renders a released portal page to HTML with its block data prefetched, or null when the URL is no
 * portal page. Throws the ApiError of a failed school or page read, so the caller can answer with the
 * plain app (which shows the same error) and the right status.
 */
export async function renderPortalPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://portal.invalid');
  const target = portalPageOf(url.pathname);
  if (!target) return null;
  const { schoolId, code } = target;
  const pageId = url.searchParams.get('pageId');
  const idQuery = encodeURIComponent(schoolId);
  const pageQuery = new URLSearchParams({ schoolId, ...(pageId ? { pageId } : { code }) });
  const [school, languageSetting, page, user] = await Promise.all([
    request.getJson<SchoolDetails>(`/api/school/schools/open/schoolDetails?schoolId=${idQuery}`),
    request.getJson<SchoolLanguage>(schoolLanguagePath(schoolId)),
    request.getJson<ReleasedPage>(`/api/portal/api/v1/portal/getPageDetailsById?${pageQuery}`),
    request.getJson<CurrentUser>('/api/accounts/users/me').catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }),
  ]);

  const language = pickLanguage(url.search, request.cookie, { schoolDefault: languageSetting.defaultLanguage, overseas: languageSetting.overseas });
  const i18n = await i18nFor(language);

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(schoolKey(schoolId), school);
  client.setQueryData(schoolLanguageKey(schoolId), languageSetting);
  client.setQueryData(releasedPageKey(schoolId, pageId ?? code), page);
  client.setQueryData(currentUserKey, user);
  const document = migrateDocument(page.document, renderRegistry);
  const blockTypes = [...blockTypesOf(document)];
  await Promise.all([
    loadBlockMessages(language),
    prefetchBlockData(client, document, renderRegistry, { schoolId, locale: language, getJson: request.getJson, routeParams: target.params }),
    preloadBlockTypes(renderRegistry, blockTypes),
  ]);

  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response) return null;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={createStaticRouter(staticHandler.dataRoutes, context)} context={context} hydrate={false} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const state: PortalState = { schoolDefault: languageSetting.defaultLanguage ?? null, overseas: languageSetting.overseas, queries: dehydrate(client), blockTypes };
  const schoolDefault = school.defaultLanguage as Parameters<typeof resolveLocalized>[2];
  const title = portalTitle(resolveLocalized(page.page.name, language, schoolDefault), resolveLocalized(school.name, language, schoolDefault));
  return {
    html,
    title: title ? `${title} | ${i18n.t('app.title')}` : i18n.t('app.title'),
    description: i18n.t('app.description'),
    lang: htmlLang(language),
    dir: textDirection(language),
    state,
    stateJson: serializeState(state),
    blockTypes,
  };
}
