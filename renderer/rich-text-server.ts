import { JSDOM } from 'jsdom';
import { createRichTextSanitizer, setRichTextSanitizer, type RichTextSanitizer } from './rich-text';

export type { RichTextSanitizer };

// A page's rich text is drawn again on every render that is not cached (a member's): the answers for
// the texts seen last are kept. Texts past the length a rich-text field holds are not kept.
const REMEMBERED = 200;
const REMEMBERED_LENGTH = 20_000;

let sanitizer: RichTextSanitizer | null = null;

/** `sanitize` answering the texts seen last from memory. */
function remembering(sanitize: RichTextSanitizer): RichTextSanitizer {
  const answers = new Map<string, string>();
  return (html) => {
    const known = answers.get(html);
    if (known !== undefined) return known;
    const clean = sanitize(html);
    if (html.length <= REMEMBERED_LENGTH) {
      if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value!);
      answers.set(html, clean);
    }
    return clean;
  };
}

/**
 * The rich-text sanitizer of server code (the API's save and release, the server render): the same
 * DOMPurify adapter as the browser's, over jsdom's standard HTML parser. Made once, and installed as
 * the one `sanitizeRichText` of this bundle uses.
 */
export function serverRichTextSanitizer(): RichTextSanitizer {
  if (!sanitizer) {
    sanitizer = remembering(createRichTextSanitizer(new JSDOM('').window));
    setRichTextSanitizer(sanitizer);
  }
  return sanitizer;
}
