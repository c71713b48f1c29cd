/** The DOM event the footer's feedback link sends (blocks cannot import the app). */
export const OPEN_FEEDBACK_EVENT = 'portal:open-feedback';

/** The 19-digit school id of a portal path (`/portal/{id}/...`, `/feedback/{id}`, ...), or null. */
export function schoolIdInPath(pathname: string): string | null {
  return /\/([1-9][0-9]{18})(?=\/|$)/.exec(pathname)?.[1] ?? null;
}

/** `/login/index?redirect=<current path>` for a visitor who asked for the feedback dialog. */
export function loginUrlFor(location: { pathname: string; search: string }): string {
  return `/login/index?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}
