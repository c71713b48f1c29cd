import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Browser code calls the API only through renderer/api.ts (apiFetch, apiUpload and the helpers on them),
// where a 401 renews the session once and a failed renewal ends it. Any other way out of the page
// (fetch, XMLHttpRequest, sendBeacon, EventSource) would skip that, so this test finds them.
const ROOT = join(import.meta.dirname, '..');
const BROWSER_CODE = ['src', 'editor', 'blocks', 'renderer'];
const CLIENT_MODULE = 'renderer/api.ts';
const GLOBALS = new Set(['window', 'globalThis', 'self']);
const TRANSPORTS = new Set(['XMLHttpRequest', 'EventSource']);

/** `name` is the name a declaration or a property gives, not a use of a global. */
function isNameOfSomethingElse(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if (ts.isShorthandPropertyAssignment(parent)) return false;
  return (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) || ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) &&
    (parent as { name?: ts.Node }).name === node
  );
}

/** The raw requests in one source text, as `line: code`. */
function rawRequests(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node) => found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.parent.getText().slice(0, 80)}`);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      if (node.text === 'fetch' && !isNameOfSomethingElse(node)) report(node);
      if (TRANSPORTS.has(node.text) && !isNameOfSomethingElse(node)) report(node);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (name === 'sendBeacon' || (name === 'fetch' && ts.isIdentifier(node.expression) && GLOBALS.has(node.expression.text))) report(node.name);
    }
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && ['fetch', 'sendBeacon'].includes(node.argumentExpression.text)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function browserFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => join(dir, file));
}

describe('browser code calls the API through the one request path', () => {
  it('finds a raw request however it is written, and nothing else', () => {
    const raw = [
      "fetch('/api/x')", "await window.fetch('/api/x')", 'const send = fetch;', "globalThis['fetch']('/api/x')", 'const api = { fetch };',
      'new XMLHttpRequest()', "navigator.sendBeacon('/api/x', body)", "new EventSource('/api/x')", 'typeof fetch',
    ];
    for (const code of raw) expect(rawRequests('x.ts', code), code).toHaveLength(1);
    const fine = [
      "apiFetch('/api/x')", 'loader.fetch(props, ctx)', 'const def = { fetch: (p: unknown) => p };', 'interface Loader { fetch(props: unknown): void; fetch2: number }',
      "// fetch('/api/x')", "const text = 'fetch(/api/x)';", 'refetch()', 'prefetchBlockData()', 'function load({ fetch }: { fetch: () => void }) {}',
    ];
    for (const code of fine) expect(rawRequests('x.ts', code), code).toEqual([]);
  });

  it(`has no fetch, XMLHttpRequest, sendBeacon or EventSource outside ${CLIENT_MODULE}`, () => {
    const files = BROWSER_CODE.flatMap(browserFiles).filter((file) => relative(ROOT, join(ROOT, file)) !== CLIENT_MODULE);
    expect(files.length).toBeGreaterThan(300);
    // Only files that name one of them at all are parsed.
    const found = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return /fetch|XMLHttpRequest|sendBeacon|EventSource/.test(text) ? rawRequests(file, text).map((hit) => `${file}:${hit}`) : [];
    });
    expect(found).toEqual([]);
  });

  it('and the client module is where they are', () => {
    expect(rawRequests(CLIENT_MODULE, readFileSync(join(ROOT, CLIENT_MODULE), 'utf8')).length).toBeGreaterThanOrEqual(3);
  });
});
