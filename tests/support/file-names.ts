/**
 * Names that read one way and are another, or that break a header or a line; each with what the portal
 * keeps of it. (U+0000 is refused before any route: server/http/nul-check.ts.)
 */
export const UNSAFE_NAMES: [raw: string, kept: string][] = [
  ['invoice\u202egnp.exe', 'invoicegnp.exe'],
  ['\u202aa\u202bb\u202cc\u202dd\u202ee.png', 'abcde.png'],
  ['\u2066x\u2067y\u2068z\u2069.pdf', 'xyz.pdf'],
  ['mark\u200e\u200f\u061c.png', 'mark.png'],
  ['line\nbreak\r.pdf', 'linebreak.pdf'],
  ['tab\there\u0007bell\u001bescape\u0001.pdf', 'tabherebellescape.pdf'],
  ['c1\u0085\u009b.pdf', 'c1.pdf'],
  ['del\u007f.pdf', 'del.pdf'],
  ['para\u2028graph\u2029.pdf', 'paragraph.pdf'],
];

/** Every character the portal removes from file names, for checking what it sends back. */
export const UNSAFE_NAME_CHARACTER = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2028\u2029]/u;
