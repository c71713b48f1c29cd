import { AppError } from '../../http/app-error';

/** What a checker found: `pass` when no text hit anything; per text that did, its index and the words. */
export interface ModerationResult {
  pass: boolean;
  hits: { index: number; words: string[] }[];
}

/**
 * The moderationSyncTexts checker: a pluggable judge of text members write (feedback, page text on
 * release). The default is the word list of the configuration key moderationWords; a deployment
 * with a moderation service plugs in an adapter with the same shape.
 */
export interface ModerationChecker {
  check(texts: readonly string[]): Promise<ModerationResult>;
}

/** The default checker: refuses a text that contains a listed word, case and width aside. */
export function wordListChecker(words: () => Promise<readonly string[]>): ModerationChecker {
  const fold = (text: string) => text.normalize('NFKC').toLowerCase();
  return {
    async check(texts) {
      const list = (await words()).map(fold).filter(Boolean);
      const hits = texts
        .map((text, index) => ({ index, words: list.filter((word) => fold(text).includes(word)) }))
        .filter((hit) => hit.words.length > 0);
      return { pass: hits.length === 0, hits };
    },
  };
}

/** Throws 422 content.rejected (with a pointer per refused text) unless every text passes. */
export async function assertAcceptable(checker: ModerationChecker, texts: readonly string[], pointers: readonly string[]): Promise<void> {
  const result = await checker.check(texts);
  if (result.pass) return;
  throw new AppError(422, 'content.rejected', 'The text contains words that are not allowed.',
    result.hits.map((hit) => ({ pointer: pointers[hit.index] ?? '/', message: 'contains words that are not allowed' })));
}

/** The strings of a page document's block props and settings, each with its JSON pointer (HTML tags dropped). */
export function documentTexts(document: unknown): { texts: string[]; pointers: string[] } {
  const texts: string[] = [];
  const pointers: string[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      // Addresses and ids are no member's words; everything else is.
      if (/^(https?:|\/|#|data:)/.test(value) || value.length === 0) return;
      texts.push(value.replace(/<[^>]*>/g, ' '));
      pointers.push(pointer);
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'id' && k !== 'type') walk(v, `${pointer}/${k}`);
  };
  walk(document, '');
  return { texts, pointers };
}
