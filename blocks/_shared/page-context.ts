import type { LoaderContext } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';

type Params = Readonly<Record<string, string>>;

/** The URL query a data loader sees. */
export function loaderQuery(ctx: LoaderContext): Params {
  return ctx.query ?? {};
}

/** `fromType=studyCenterThird` (spec §2): the page is embedded by a study center, so header and footer hide (never in the designer). */
export function hidesHeaderAndFooter(ctx: Pick<RenderContext, 'query' | 'mode'>): boolean {
  return ctx.mode !== 'edit' && ctx.query?.fromType === 'studyCenterThird';
}

/** The route parameters a data loader sees. */
export function loaderRouteParams(ctx: LoaderContext): Params {
  return ctx.routeParams ?? {};
}

const PATHS: Record<string, (ctx: RenderContext) => string> = {
  home: (ctx) => `/portal/${ctx.schoolId}/home`,
  search: (ctx) => `/portal/${ctx.schoolId}/search`,
  'class-view': (ctx) => `/portal/${ctx.schoolId}/class-view/${ctx.routeParams.classId ?? ''}`,
  'check-view': (ctx) => `/classInfo/${ctx.schoolId}/check-view/${ctx.routeParams.checkId ?? ''}`,
};

/** The path the page is drawn at: the host's `path`, else rebuilt from the page code (the designer's canvas). */
export function currentPath(ctx: RenderContext): string {
  if (ctx.path) return ctx.path;
  const code = ctx.routeParams.code ?? 'home';
  return (PATHS[code] ?? ((c: RenderContext) => `/portal/${c.schoolId}/${code}`))(ctx);
}

/** `path?query` with `changes` applied to the current query: a null or empty value removes the key. */
export function hrefWith(path: string, query: Params | undefined, changes: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(query ?? {});
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Where the visitor is now, as a path with its query (the `redirect` of a login link). */
export function currentHref(ctx: RenderContext): string {
  return hrefWith(currentPath(ctx), ctx.query, {});
}

/** The login page, returning here afterwards. */
export function loginHref(ctx: RenderContext): string {
  return `/login/index?redirect=${encodeURIComponent(currentHref(ctx))}`;
}
