import { isSafeImageUrl, isSafeLink } from './safe-url';

/**
 * What stored rich text may hold: formatting, headings, lists, quotes, code, links and images, nothing
 * that runs or restyles the page. The one policy of the designer, the API (save and release) and the
 * renderer (documents saved before it); `renderer/rich-text.ts` applies it with DOMPurify everywhere,
 * and `schemas/rich-text-corpus.ts` holds the inputs every side must turn into the same output.
 */
export interface RichTextPolicy {
  /** Elements kept; any other element gives way to its content, or goes with it (`removedWithContent`). */
  elements: readonly string[];
  /** Attributes kept, per element; every other attribute (event handlers, `style`, `class`, `id`) is dropped. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Rules an attribute's value (surrounding spaces trimmed) must pass, keyed `element.attribute`; one that fails is dropped. */
  values: Readonly<Record<string, (value: string) => boolean>>;
  /** The attribute an element is nothing without; one that lost it (to its rule) gives way to its content, an image goes. */
  required: Readonly<Record<string, string>>;
  /** Given to every link, replacing any `rel` it had: a new tab opened from it cannot reach this page. */
  linkRel: string;
  /** Disallowed elements removed together with everything inside them (code, styles, embedded documents, form fields, foreign markup). */
  removedWithContent: readonly string[];
  /**
   * Deepest element nesting kept; deeper elements give way to their content. Browsers build deeper trees
   * differently (Chromium stops nesting at 512), so text deeper than this could be read as other markup.
   */
  maxDepth: number;
}

const digits = (value: string) => /^[0-9]{1,4}$/.test(value);

/** The policy in force: what the designer stores, the server keeps and pages draw. */
export const RICH_TEXT_POLICY: RichTextPolicy = {
  elements: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  attributes: {
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  values: {
    // Links follow the link fields' rule (site paths, http(s) with a host, mailto); images the image fields' (site paths, https).
    'a.href': (value) => value !== '' && isSafeLink(value),
    'a.target': (value) => value === '_blank',
    'img.src': (value) => value !== '' && isSafeImageUrl(value),
    'img.width': digits,
    'img.height': digits,
    'ol.start': digits,
  },
  required: { a: 'href', img: 'src' },
  linkRel: 'noopener noreferrer',
  removedWithContent: [
    'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head',
    'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'canvas', 'audio', 'video',
    'textarea', 'select', 'option', 'optgroup', 'datalist',
    'svg', 'math',
  ],
  maxDepth: 64,
};
