import type { DocumentError } from '../../renderer/validate';

/** The errors of one value: its own, and those of what is inside it (a language, an array item, an object's property). */
export interface FieldErrors {
  own: string[];
  byKey: Record<string, FieldErrors>;
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** Groups prop errors (pointers relative to the props object) into a tree by field; errors not under a field go to `''`. */
export function errorsByField(errors: readonly DocumentError[]): Record<string, FieldErrors> {
  const root: FieldErrors = { own: [], byKey: {} };
  for (const error of errors) {
    const tokens = error.pointer.split('/').slice(1).map(unescape);
    let at = (root.byKey[tokens[0] ?? ''] ??= { own: [], byKey: {} });
    for (const token of tokens.slice(1)) at = at.byKey[token] ??= { own: [], byKey: {} };
    at.own.push(error.message);
  }
  return root.byKey;
}

/** Every message in an error tree, those inside prefixed with their path (`2 › title › en_US: …`). */
export function allMessages(errors: FieldErrors | undefined, path: readonly string[] = []): string[] {
  if (!errors) return [];
  const here = errors.own.map((message) => (path.length ? `${path.join(' › ')}: ${message}` : message));
  return [...here, ...Object.entries(errors.byKey).flatMap(([key, inner]) => allMessages(inner, [...path, key]))];
}
