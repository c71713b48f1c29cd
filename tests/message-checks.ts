// One check for every i18next message file (app and designer): each language against zh_CN and en_US.

export type MessageTree = { [key: string]: string | MessageTree };

function flatten(tree: MessageTree, prefix = ''): Map<string, unknown> {
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

/**
 * Everything wrong with one language's messages, measured against zh_CN (the reference) and en_US:
 * missing, extra or empty keys, placeholders that differ, and text still in English (unless allowed).
 */
export function messageProblems(
  language: string,
  messages: MessageTree,
  reference: MessageTree,
  english: MessageTree,
  sameAsEnglishAllowed: ReadonlySet<string> = new Set(),
): string[] {
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
      const copied = !language.startsWith('en_') && value === en.get(key) && wording(value).length >= 4 && !sameAsEnglishAllowed.has(value);
      if (copied) problems.push(`${language}: ${key} is still English ("${value}")`);
    }
  }
  return problems;
}
