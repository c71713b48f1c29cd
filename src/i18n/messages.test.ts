import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { loadMessages } from './messages';

type Tree = { [key: string]: string | Tree };

// Words that may read the same as in English; empty today, kept so that adding a brand is one line.
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);
// Shorter values ('Dil', 'OK') may honestly match English in other languages.
const COMPARED_FROM_LENGTH = 4;

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

/** Everything wrong with one language's messages, measured against zh_CN (the reference) and en_US. */
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
      const englishValue = en.get(key);
      if (
        !language.startsWith('en_') &&
        value === englishValue &&
        value.length >= COMPARED_FROM_LENGTH &&
        !SAME_AS_ENGLISH_ALLOWED.has(value)
      ) {
        problems.push(`${language}: ${key} is still English ("${value}")`);
      }
    }
  }
  return problems;
}

describe('messages', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every key of zh_CN, translated', async (language) => {
    const [reference, english, messages] = await Promise.all([loadMessages('zh_CN'), loadMessages('en_US'), loadMessages(language)]);
    expect(messageProblems(language, messages, reference, english)).toEqual([]);
  });

  it('the check catches each kind of mistake', () => {
    const reference = { a: { title: '标题', body: '第{{n}}页' }, b: '好' };
    const english = { a: { title: 'Title here', body: 'Page {{n}}' }, b: 'OK' };
    const broken = { a: { title: 'Title here', body: 'Seite' }, b: ' ', c: 'extra' };
    expect(messageProblems('de_DE', broken, reference, english)).toEqual([
      'de_DE: a.title is still English ("Title here")',
      'de_DE: placeholders of a.body differ from zh_CN',
      'de_DE: empty b',
      'de_DE: extra c',
    ]);
    expect(messageProblems('de_DE', { a: { title: 'Titel' } }, reference, english)).toEqual(['de_DE: missing a.body', 'de_DE: missing b']);
    expect(messageProblems('en_US', english, reference, english)).toEqual([]);
  });

  it('refuses to load a language that is not supported', async () => {
    await expect(loadMessages('../../package' as never)).rejects.toThrow(RangeError);
  });
});
