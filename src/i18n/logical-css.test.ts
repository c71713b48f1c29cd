// Right-to-left languages (ar_SA) mirror the layout only when CSS speaks of start and end, never of
// left and right. This test reads every stylesheet and lists each physical left/right it finds.
// Top and bottom are left alone: no supported language writes vertically.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'blocks', 'editor', 'renderer'];

// Four-side shorthands whose second and fourth values are right and left.
const SIDE_SHORTHANDS = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color', 'scroll-margin', 'scroll-padding']);

/** One physical left/right found in a stylesheet. */
interface Offence {
  line: number;
  declaration: string;
  why: string;
}

// Comments, strings and url() can say 'left' harmlessly; blank them but keep every newline for line numbers.
function blankOut(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|url\([^)]*\)/g, (match) => match.replace(/[^\n]/g, ' '));
}

// Splits a value on spaces outside parentheses: '0 calc(1px + 2px) 0' → ['0', 'calc(1px + 2px)', '0'].
function words(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

function sidesDiffer(property: string, value: string): boolean {
  const sides = words(value.split('/')[0]!);
  if (SIDE_SHORTHANDS.has(property)) return sides.length === 4 && sides[1] !== sides[3];
  if (property !== 'border-radius') return false;
  // Corners in order top-left, top-right, bottom-right, bottom-left; mirroring must not change them.
  const [tl, tr = tl, br = tl, bl = tr] = sides;
  return tl !== tr || bl !== br;
}

/** Every physical left/right in a stylesheet: properties, keyword values and lopsided four-side shorthands. */
function physicalDirections(css: string): Offence[] {
  const text = blankOut(css);
  const offences: Offence[] = [];
  // A declaration ends at ';' or '}'; a selector such as 'a:hover' ends at '{' and so never matches.
  for (const match of text.matchAll(/(^|[{;\s])(-{0,2}[a-zA-Z][\w-]*)\s*:([^;{}]*)(?=[;}])/g)) {
    const property = match[2]!.toLowerCase();
    if (property.startsWith('--')) continue; // a custom property's name is the author's choice
    const value = match[3]!.replace(/!important/i, '').trim();
    const line = text.slice(0, match.index + match[1]!.length).split('\n').length;
    const declaration = `${property}: ${value}`;
    if (/(^|-)(left|right)(-|$)/.test(property)) offences.push({ line, declaration, why: 'physical property' });
    else if (/(?<![\w-])(left|right)(?![\w-])/i.test(value)) offences.push({ line, declaration, why: 'physical keyword' });
    else if (sidesDiffer(property, value)) offences.push({ line, declaration, why: 'left and right sides differ' });
  }
  return offences;
}

function cssFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  } catch {
    return []; // a folder that does not exist yet has no stylesheets
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css') && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('stylesheets use logical directions only', () => {
  it('finds stylesheets to check', () => {
    expect(FOLDERS.flatMap((folder) => cssFiles(join(ROOT, folder))).length).toBeGreaterThan(0);
  });

  it('has no physical left or right in any stylesheet', () => {
    const offenders = FOLDERS.flatMap((folder) => cssFiles(join(ROOT, folder))).flatMap((file) =>
      physicalDirections(readFileSync(file, 'utf8')).map(({ line, declaration, why }) => `${relative(ROOT, file)}:${line}  ${declaration}  (${why})`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('physicalDirections', () => {
  it.each([
    ['.a { margin-left: 1px; }', 'margin-left: 1px'],
    ['.a { padding-right: 0 }', 'padding-right: 0'],
    ['.a { border-left: 1px solid; }', 'border-left: 1px solid'],
    ['.a { border-top-left-radius: 2px; }', 'border-top-left-radius: 2px'],
    ['.a { position: absolute; left: 0; }', 'left: 0'],
    ['.a { right: 0 !important; }', 'right: 0'],
    ['.a { text-align: right; }', 'text-align: right'],
    ['.a { float: left; }', 'float: left'],
    ['.a { clear: RIGHT; }', 'clear: RIGHT'],
    ['.a { background-position: left top; }', 'background-position: left top'],
    ['.a { background: linear-gradient(to right, red, blue); }', 'background: linear-gradient(to right, red, blue)'],
    ['.a { inset: 0 1px 0 2px; }', 'inset: 0 1px 0 2px'],
    ['.a { margin: 0 auto 0 1rem; }', 'margin: 0 auto 0 1rem'],
    ['.a { border-radius: 4px 0 0 4px; }', 'border-radius: 4px 0 0 4px'],
    ['.a { border-radius: 4px 0; }', 'border-radius: 4px 0'],
  ])('flags %j', (css, declaration) => {
    expect(physicalDirections(css).map((offence) => offence.declaration)).toEqual([declaration]);
  });

  it.each([
    '.a { margin-inline-start: 1px; padding-inline-end: 0; border-inline-start: 1px solid; }',
    '.a { inset-inline-start: 0; text-align: start; float: inline-end; }',
    '.a { margin: 0 1rem; padding: 1px 2px 3px; inset: 0; margin: 1px 2px 3px 2px; border-radius: 4px; }',
    '.a { border-radius: 4px 4px 0 0; }',
    '.pull-left:hover, .right { color: red; }',
    '.a { --gap-left: 1px; margin-inline: var(--gap-left); }',
    '.a { background: url(arrow-left.svg) no-repeat; content: "left"; grid-template-areas: "left right"; }',
    '/* float: left */ .a { color: red; }',
    '@container (max-width: 700px) { .a { display: none; } }',
  ])('accepts %j', (css) => {
    expect(physicalDirections(css)).toEqual([]);
  });

  it('gives the line of each offence', () => {
    const css = '.a {\n  color: red;\n  /* a\n  comment */\n  margin-right: 1px;\n}\n.b { left: 0; }\n';
    expect(physicalDirections(css).map((offence) => offence.line)).toEqual([5, 7]);
  });
});
