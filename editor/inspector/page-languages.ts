import { createContext, useContext } from 'react';
import type { BlockRegistry } from '../../renderer/block-definition';
import { isLanguage, type Language, SUPPORTED_LANGUAGES } from '../../schemas/languages';
import type { BlockNode } from '../../schemas/page-document';
import type { FieldSchema } from './schema-fields';

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function collect(schema: FieldSchema | undefined, value: unknown, into: Set<Language>): void {
  if (!schema) return;
  const widget = schema['x-widget'];
  if ((widget === 'localized-text' || widget === 'rich-text') && isRecord(value)) {
    for (const [language, text] of Object.entries(value)) if (isLanguage(language) && typeof text === 'string' && text) into.add(language);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(schema.items, item, into);
  } else if (isRecord(value) && schema.properties) {
    for (const [name, child] of Object.entries(schema.properties)) collect(child, value[name], into);
  }
}

// Per registry, the languages of each block's subtree: blocks are immutable, so an edit recounts only
// the edited block and its ancestors.
const subtreeCache = new WeakMap<BlockRegistry, WeakMap<BlockNode, ReadonlySet<Language>>>();

function subtreeLanguages(block: BlockNode, registry: BlockRegistry, cache: WeakMap<BlockNode, ReadonlySet<Language>>): ReadonlySet<Language> {
  const known = cache.get(block);
  if (known) return known;
  const used = new Set<Language>();
  collect(registry.get(block.type)?.schema as FieldSchema | undefined, block.props, used);
  for (const children of Object.values(block.slots ?? {})) {
    for (const child of children) for (const language of subtreeLanguages(child, registry, cache)) used.add(language);
  }
  cache.set(block, used);
  return used;
}

/** The languages the page's localized texts use (any non-empty text, at any depth of props and blocks), in SUPPORTED_LANGUAGES order. */
export function pageLanguages(blocks: readonly BlockNode[], registry: BlockRegistry): Language[] {
  let cache = subtreeCache.get(registry);
  if (!cache) subtreeCache.set(registry, (cache = new WeakMap()));
  const used = new Set<Language>();
  for (const block of blocks) for (const language of subtreeLanguages(block, registry, cache)) used.add(language);
  return SUPPORTED_LANGUAGES.filter((language) => used.has(language));
}

/** The page's languages, for the missing-translation badges of localized fields. */
export const PageLanguagesContext = createContext<readonly Language[]>([]);

/** The languages the page being edited uses. */
export function usePageLanguages(): readonly Language[] {
  return useContext(PageLanguagesContext);
}
