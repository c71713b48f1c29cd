import type { i18n as I18n, TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { blockLabelText, loadBlockLabels } from '../blocks/_shared/labels';
import { ensureApiErrorMessages } from '../renderer/api-errors/messages';
import type { AnyBlockDefinition, BlockRegistry } from '../renderer/block-definition';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '../schemas/languages';
import { resolveLocalized, type LocalizedText } from '../schemas/localized-text';
import type { BlockNode } from '../schemas/page-document';
import { findBlock, type ListRef } from './tree';
import type zhCN from './messages/zh_CN.json';

export const EDITOR_NS = 'editor';

/** The designer's messages; zh_CN.json is the reference every language must match key for key. */
export type EditorMessages = typeof zhCN;

/** Loads one language's designer messages; Vite puts each file in its own chunk, so only the current one is downloaded. */
export async function loadEditorMessages(language: Language): Promise<EditorMessages> {
  // The check keeps any other string from naming a file.
  if (!isLanguage(language)) throw new RangeError(`No designer messages for unsupported language "${String(language)}"`);
  const module = (await import(`./messages/${language}.json`)) as { default: EditorMessages };
  return module.default;
}

/**
 * Adds a language's designer messages to an i18next instance unless it has them, and loads the blocks'
 * labels (palette, slots, inspector fields) and the API error messages of that language with them, so
 * all arrive together.
 */
export async function ensureEditorMessages(i18n: I18n, language: Language): Promise<void> {
  const shared = Promise.all([loadBlockLabels(language), ensureApiErrorMessages(i18n, language)]);
  if (i18n.hasResourceBundle(language, EDITOR_NS)) {
    await shared;
    return;
  }
  const [messages] = await Promise.all([loadEditorMessages(language), shared]);
  i18n.addResourceBundle(language, EDITOR_NS, messages, true, false);
}

/**
 * Loads the designer's messages for the app's language, and again on every `languageChanged`.
 * True once any designer bundle is in: a later switch keeps the designer (and its unsaved work) on screen
 * while the new language downloads.
 */
export function useEditorMessages(i18n: I18n): boolean {
  const [, setLoads] = useState(0);
  useEffect(() => {
    let live = true;
    const load = (language: string) => {
      void ensureEditorMessages(i18n, uiLanguage(language)).then(() => live && setLoads((n) => n + 1));
    };
    load(i18n.language);
    i18n.on('languageChanged', load);
    return () => {
      live = false;
      i18n.off('languageChanged', load);
    };
  }, [i18n]);
  return SUPPORTED_LANGUAGES.some((language) => i18n.hasResourceBundle(language, EDITOR_NS));
}

/** The supported language of an i18next code (`en-US`, `ar_SA`); anything unknown reads as English or the default, zh_CN. */
export function uiLanguage(language: string | undefined): Language {
  const wanted = language?.replace('-', '_').toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((lang) => lang.toLowerCase() === wanted);
  return exact ?? (wanted?.startsWith('en') ? 'en_US' : DEFAULT_LANGUAGE);
}

/** Localized text in the UI language, with the usual fallbacks. */
export function inLanguage(text: LocalizedText | undefined, language: Language): string {
  return resolveLocalized(text, language);
}

/**
 * A page's name (localized text, or a plain string from older data) in the UI language; without one, in the
 * first of the school's languages that has it (`schoolOrder`: its default first, then the languages it
 * offers), then zh_CN, then any language present. Empty names count as missing.
 */
export function pageNameIn(name: unknown, language: string, schoolOrder: readonly string[] = []): string {
  if (typeof name === 'string') return name;
  if (!name || typeof name !== 'object') return '';
  const text = name as Record<string, unknown>;
  for (const wanted of [language, ...schoolOrder, DEFAULT_LANGUAGE]) {
    const value = text[wanted];
    if (typeof value === 'string' && value) return value;
  }
  return Object.values(text).find((value): value is string => typeof value === 'string' && value !== '') ?? '';
}

/** A block type's palette label (a message id of the block labels) in the UI language, or its type name when it has none. */
export function blockLabel(registry: BlockRegistry, type: string, language: Language): string {
  return blockLabelText(registry.get(type)?.palette.label, language) ?? type;
}

/** A slot's name for people: the definition's optional `slotLabels` id, else the slot's own name. */
export function slotLabel(def: AnyBlockDefinition | undefined, slot: string, language: Language): string {
  return blockLabelText(def?.slotLabels?.[slot], language) ?? slot;
}

/** Names a list of blocks: the page, or "<container>: <slot>". */
export function listLabel(registry: BlockRegistry, blocks: readonly BlockNode[], list: ListRef, language: Language, t: TFunction): string {
  const parent = list.parentId ? findBlock(blocks, list.parentId)?.block : undefined;
  if (!parent || !list.slot) return t('save.page');
  return slotListLabel(registry, parent, list.slot, language, t);
}

/** Names a slot of a container: "<container>: <slot>". */
export function slotListLabel(registry: BlockRegistry, parent: BlockNode, slot: string, language: Language, t: TFunction): string {
  return t('canvas.slot', { label: blockLabel(registry, parent.type, language), slot: slotLabel(registry.get(parent.type), slot, language) });
}
