import { use } from 'react';
import type { RenderContext } from '../../../renderer/context';
import { isLanguage, type Language } from '../../../schemas/languages';

/** The block library's messages in one language; locales/zh_CN.json is the reference every language matches. */
export type BlockMessages = typeof import('./locales/zh_CN.json');
export type MessageId = keyof BlockMessages;

const loaded = new Map<Language, BlockMessages>();
const loading = new Map<Language, Promise<void>>();

/**
 * Loads one language's block messages, once. Each language is its own chunk, so a visitor downloads
 * only the messages of the language in use; the server render and hydration load them before drawing.
 */
export function loadBlockMessages(language: Language): Promise<void> {
  // The check keeps a code from the URL or a cookie from naming any other file.
  if (!isLanguage(language)) return Promise.reject(new RangeError(`No block messages for "${String(language)}"`));
  let promise = loading.get(language);
  if (!promise) {
    promise = import(`./locales/${language}.json`).then((module: { default: BlockMessages }) => {
      loaded.set(language, module.default);
    });
    loading.set(language, promise);
  }
  return promise;
}

/** A language's messages; a block drawn before they arrive suspends until they do. */
function messagesOf(language: Language): BlockMessages {
  const ready = loaded.get(language);
  if (ready) return ready;
  // `use` may be called conditionally and from any function that runs while a component renders;
  // text() is only called from block components' render, so the rule's component-name check does not apply.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  use(loadBlockMessages(language));
  return loaded.get(language)!;
}

/** A message in the page's language, `{name}` placeholders filled from `values`. */
export function text(id: MessageId, ctx: RenderContext, values: Record<string, string | number> = {}): string {
  const message = messagesOf(ctx.locale)[id];
  return message.includes('{') ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;
}
