import type { RenderContext } from '../../../renderer/context';
import { localize } from '../../../renderer/context';
import { banner } from './banner';
import { cards } from './cards';
import { classView } from './class';
import { common } from './common';
import { nav } from './nav';
import { search } from './search';

/** Every user-visible string of the block library, by message id, in all twelve languages. */
export const messages = { ...common, ...cards, ...banner, ...nav, ...search, ...classView };
export type MessageId = keyof typeof messages;

/** A message in the page's language (with its fallback chain), `{name}` placeholders filled from `values`. */
export function text(id: MessageId, ctx: RenderContext, values: Record<string, string | number> = {}): string {
  return localize(messages[id], ctx).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
