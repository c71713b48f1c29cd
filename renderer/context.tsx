import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../schemas/languages';
import { resolveLocalized, type LocalizedText } from '../schemas/localized-text';

export type RenderMode = 'view' | 'edit' | 'preview';

/** Where and how a page is drawn. Route parameters reach blocks only through here, never through globals. */
export interface RenderContext {
  locale: Language;
  schoolDefaultLocale: Language;
  schoolId: string;
  mode: RenderMode;
  /** Path parameters of the route (`classId`, `subSchoolId`, ...). */
  routeParams: Readonly<Record<string, string>>;
  /** The path the page is drawn at (`/portal/{schoolId}/search`), for links back here. */
  path?: string;
  /** The URL's query parameters (`keyword`, `categoryIds`, `sort`, ...). */
  query?: Readonly<Record<string, string>>;
  /** The logged-in user, or null for a visitor. */
  user?: { id: string; displayName: string } | null;
  /** Moves to another address of the app without a reload (search filters kept in the URL use it). */
  navigate?: (href: string, options?: { replace?: boolean }) => void;
}

export const defaultRenderContext: RenderContext = {
  locale: DEFAULT_LANGUAGE,
  schoolDefaultLocale: DEFAULT_LANGUAGE,
  schoolId: '',
  mode: 'view',
  routeParams: {},
};

export const RenderContextValue = createContext<RenderContext>(defaultRenderContext);

export function useRenderContext(): RenderContext {
  return useContext(RenderContextValue);
}

/** Resolves localized text with the page's fallback chain. */
export function localize(text: LocalizedText | undefined, ctx: RenderContext): string {
  return resolveLocalized(text, ctx.locale, ctx.schoolDefaultLocale);
}
