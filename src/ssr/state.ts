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

// Characters that could end the script element or the string early, as JSON escapes (one pass over the text).
const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function serializeState(state: PortalState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}
