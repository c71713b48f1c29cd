import type { i18n as I18n } from 'i18next';
import { getI18n } from 'react-i18next';
import type { BlockRegistry } from '../renderer/block-definition';
import { UI_LANGUAGES, type UiLanguage } from '../schemas/languages';
import { resolveLocalized, type LocalizedText } from '../schemas/localized-text';
import enUS from './messages/en_US.json';
import zhCN from './messages/zh_CN.json';

export const EDITOR_NS = 'editor';

const bundles: Record<UiLanguage, object> = { zh_CN: zhCN, en_US: enUS };

/** Adds the designer's messages to an i18next instance, once. */
export function registerEditorMessages(i18n: I18n | undefined): void {
  if (!i18n) return;
  for (const lang of UI_LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, EDITOR_NS)) i18n.addResourceBundle(lang, EDITOR_NS, bundles[lang], true, false);
  }
}

// The app's instance is known at load time when it was set up with initReactI18next.
registerEditorMessages(getI18n());

/** The UI language of an i18next language code; anything that is not English reads as the default, zh_CN. */
export function uiLanguage(language: string | undefined): UiLanguage {
  return language?.toLowerCase().startsWith('en') ? 'en_US' : 'zh_CN';
}

/** Localized text in the UI language, with the usual fallbacks. */
export function inLanguage(text: LocalizedText | undefined, language: UiLanguage): string {
  return resolveLocalized(text, language);
}

/** A block type's palette label in the UI language, or its type name when it has none. */
export function blockLabel(registry: BlockRegistry, type: string, language: UiLanguage): string {
  return inLanguage(registry.get(type)?.palette.label, language) || type;
}
