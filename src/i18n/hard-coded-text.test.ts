// Every word a user sees goes through a message key. This test reads every component and lists the words
// written straight into markup: JSX text, and the attributes people read (aria-label, title, placeholder,
// alt, label) given as plain strings or templates. Symbols (×, —, ·) and placeholders are not words.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'blocks', 'editor', 'renderer'];
// Test doubles of the designer: a block library of its own, with its own labels.
const SKIP = /\.test\.tsx$|(^|\/)test-(blocks|support)\.tsx$/;
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const WORD = /\p{L}{2,}/u;

function components(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : components(path);
    return entry.name.endsWith('.tsx') && !SKIP.test(relative(ROOT, path)) ? [path] : [];
  });
}

/** Words written into markup in one source text, as "line: what". */
function hardCodedText(source: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const literalText = (node: ts.Expression | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    // Only the template's own text counts: `${t('a')} ${n}` has none.
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer && ts.isJsxExpression(node.initializer) ? literalText(node.initializer.expression) : literalText(node.initializer as ts.StringLiteral | undefined);
      if (value && WORD.test(value)) found.push(`${at(node)}: ${node.name.getText(file)}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('words in markup', () => {
  it('the check finds text, read attributes and templates, and lets symbols and messages through', () => {
    const source = [
      '<div aria-label="Close">',
      '  Hello',
      '  <img alt={`Picture ${n}`} />',
      '  <b title={t("x")} data-state="open">×</b>',
      '  {" · "}<i placeholder={`${t("a")} ${n}`} />',
      '</div>',
    ].join('\n');
    expect(hardCodedText(source)).toEqual(['1: aria-label="Close"', '2: Hello', '3: alt="Picture  "']);
  });

  it.each(FOLDERS)('%s has none: every word goes through a message key', (folder) => {
    const offences = components(join(ROOT, folder)).flatMap((path) => hardCodedText(readFileSync(path, 'utf8'), path).map((o) => `${relative(ROOT, path)}:${o}`));
    expect(offences).toEqual([]);
  });
});
