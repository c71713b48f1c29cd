import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../schemas/languages';
import { loadEditorMessages } from './i18n';

type Tree = { [key: string]: string | Tree };

// Values that may honestly read as in English in another language (French "Page", Polish and Portuguese "Tablet").
const SAME_AS_ENGLISH_ALLOWED = new Set<string>(['Page', 'Tablet ({{width}} px)']);

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
// Text outside placeholders with letters in it; "{{field}} ({{language}})" has none and may match English.
const wording = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').replace(/[^\p{L}]/gu, '');

/** Everything wrong with one language's designer messages, measured against zh_CN (the reference) and en_US. */
function messageProblems(language: string, messages: Tree, reference: Tree, english: Tree): string[] {
  const ref = flatten(reference);
  const en = flatten(english);
  const own = flatten(messages);
  const problems: string[] = [];
  for (const key of ref.keys()) if (!own.has(key)) problems.push(`${language}: missing ${key}`);
  for (const [key, value] of own) {
    const refValue = ref.get(key);
    if (refValue === undefined) problems.push(`${language}: extra ${key}`);
    else if (typeof value !== 'string' || !value.trim()) problems.push(`${language}: empty ${key}`);
    else {
      if (placeholders(value) !== placeholders(String(refValue))) problems.push(`${language}: placeholders of ${key} differ from zh_CN`);
      const copied = !language.startsWith('en_') && value === en.get(key) && wording(value).length >= 4 && !SAME_AS_ENGLISH_ALLOWED.has(value);
      if (copied) problems.push(`${language}: ${key} is still English ("${value}")`);
    }
  }
  return problems;
}

describe('designer messages', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of zh_CN, translated, with the same placeholders', async (language) => {
    const [reference, english, messages] = await Promise.all([loadEditorMessages('zh_CN'), loadEditorMessages('en_US'), loadEditorMessages(language)]);
    expect(messageProblems(language, messages, reference, english)).toEqual([]);
  });

  it('the check catches each kind of mistake', () => {
    const reference = { a: { title: '标题', body: '第{{n}}页' }, b: '好', c: '{{x}}（{{y}}）' };
    const english = { a: { title: 'Title here', body: 'Page {{n}}' }, b: 'OK', c: '{{x}} ({{y}})' };
    const broken = { a: { title: 'Title here', body: 'Seite' }, b: ' ', c: '{{x}} ({{y}})', d: 'extra' };
    expect(messageProblems('de_DE', broken, reference, english)).toEqual([
      'de_DE: a.title is still English ("Title here")',
      'de_DE: placeholders of a.body differ from zh_CN',
      'de_DE: empty b',
      'de_DE: extra d',
    ]);
    expect(messageProblems('de_DE', { a: { title: 'Titel' } }, reference, english)).toEqual(['de_DE: missing a.body', 'de_DE: missing b', 'de_DE: missing c']);
    expect(messageProblems('en_US', english, reference, english)).toEqual([]);
  });

  it('refuses to load a language that is not supported', async () => {
    await expect(loadEditorMessages('../../package' as never)).rejects.toThrow(RangeError);
  });
});
