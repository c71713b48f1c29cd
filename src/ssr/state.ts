import type { DehydratedState } from '@tanstack/react-query';

/** What a server render hands the browser so hydration draws the same page without fetching again. */
export interface PortalState {
  schoolDefault: string | null;
  /** Overseas schools default to en_US. */
  overseas?: boolean;
  queries: DehydratedState;
  blockTypes: string[];
}

declare global {
  interface Window {
    __PORTAL_STATE__?: PortalState;
  }
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function serializeState(state: PortalState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
