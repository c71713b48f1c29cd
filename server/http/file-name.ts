/**
 * Characters a file name must not carry: C0 and C1 controls (and DEL), the bidirectional formatting
 * characters (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E, U+200F
 * and U+061C) and the line and paragraph separators. A right-to-left override turns "gpj.exe" into what
 * reads as "exe.jpg"; the others break headers, logs and lists. Joiners (U+200C, U+200D) stay: scripts
 * and emoji need them.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2028\u2029]/gu;

/** A file name as the portal stores and sends it back: the characters above removed, nothing else changed. */
export function stripUnsafeNameCharacters(name: string): string {
  return name.replace(UNSAFE_IN_NAMES, '');
}
