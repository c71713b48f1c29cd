import { isLanguage, type Language } from '../../schemas/languages';
import type zhCN from './messages/zh_CN.json';

/** The app's messages (namespace 'common'); zh_CN.json is the reference every language must match. */
export type Messages = typeof zhCN;

/** Loads one language's messages; Vite puts each file in its own chunk, so a visitor downloads only theirs. */
export async function loadMessages(language: Language): Promise<Messages> {
  // The check keeps a code from the URL or a cookie from naming any other file.
  if (!isLanguage(language)) throw new RangeError(`No messages for unsupported language "${String(language)}"`);
  const module = (await import(`./messages/${language}.json`)) as { default: Messages };
  return module.default;
}
