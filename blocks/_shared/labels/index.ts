import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../schemas/languages';

// The designer's words for blocks: palette names, slot names, inspector field and option labels. Block
// definitions and schemas hold only message ids ('banner.title'); the text is in locales/<language>.json.
// Only the designer imports this module, so visitors never download these files.

/** One language's labels: message id → text. locales/zh_CN.json is the reference every language matches. */
export type BlockLabels = Readonly<Record<string, string>>;

const tables = new Map<Language, Record<string, string>>();
const loading = new Map<Language, Promise<void>>();
const ready = new Set<Language>();

/** Loads one language's labels, once; each language is its own chunk. */
export function loadBlockLabels(language: Language): Promise<void> {
  // The check keeps any other string from naming a file.
  if (!isLanguage(language)) return Promise.reject(new RangeError(`No block labels for "${String(language)}"`));
  let promise = loading.get(language);
  if (!promise) {
    promise = import(`./locales/${language}.json`).then(
      (module: { default: BlockLabels }) => {
        tables.set(language, { ...module.default, ...tables.get(language) });
        ready.add(language);
      },
      (error: unknown) => {
        // A failed download is tried again on the next call rather than remembered.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** True once a language's label file is in. */
export function hasBlockLabels(language: Language): boolean {
  return ready.has(language);
}

/** Adds labels of blocks that are not in the library's files (the designer's test blocks). */
export function addBlockLabels(language: Language, labels: BlockLabels): void {
  tables.set(language, { ...tables.get(language), ...labels });
}

/**
 * A label in the given language; while that language is still downloading, in zh_CN, then any language
 * that is in. Undefined when no loaded language knows the id, so callers can fall back to a name.
 */
export function blockLabelText(id: string | undefined, language: Language): string | undefined {
  if (!id) return undefined;
  const own = tables.get(language)?.[id] ?? tables.get(DEFAULT_LANGUAGE)?.[id];
  if (own) return own;
  for (const table of tables.values()) if (table[id]) return table[id];
  return undefined;
}
