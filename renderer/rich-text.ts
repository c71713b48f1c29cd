import createDOMPurify, { type WindowLike } from 'dompurify';
import { RICH_TEXT_POLICY, type RichTextPolicy } from '../schemas/rich-text-policy';

/** Turns rich-text HTML into what the policy allows. */
export type RichTextSanitizer = (html: string) => string;

const ELEMENT = 1;

/** Puts a node's children where it stood and removes it; DOMPurify's walk goes on with the children. */
function unwrap(node: Node): void {
  const parent = node.parentNode;
  if (!parent) return;
  while (node.lastChild) parent.insertBefore(node.lastChild, node.nextSibling);
  parent.removeChild(node);
}

/**
 * DOMPurify configured from `policy`, over `window`'s DOM: the browser's own in the designer and the
 * visitor's page, jsdom's on the server (`renderer/rich-text-server.ts`). Both parse HTML by the
 * standard, so a corpus of tricky inputs gives the same output everywhere (schemas/rich-text-corpus.ts).
 */
export function createRichTextSanitizer(window: WindowLike, policy: RichTextPolicy = RICH_TEXT_POLICY): RichTextSanitizer {
  const purify = createDOMPurify(window);
  const config = {
    ALLOWED_TAGS: [...policy.elements],
    ALLOWED_ATTR: [...new Set(Object.values(policy.attributes).flat())],
    FORBID_CONTENTS: [...policy.removedWithContent],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  };
  const depths = new WeakMap<Node, number>();

  // Nesting: an element deeper than maxDepth gives way to its content (a disallowed one is DOMPurify's).
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (node.nodeType !== ELEMENT || node.nodeName === 'BODY') return;
    const parent = node.parentNode;
    const depth = (parent ? (depths.get(parent) ?? 0) : 0) + 1;
    depths.set(node, depth);
    if (depth > policy.maxDepth && data.allowedTags[data.tagName]) unwrap(node);
  });

  // Attributes per element, each value checked by its rule.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const element = node.nodeName.toLowerCase();
    const rule = policy.values[`${element}.${data.attrName}`];
    data.keepAttr = (policy.attributes[element]?.includes(data.attrName) ?? false) && (!rule || rule(data.attrValue));
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== ELEMENT) return;
    const element = node as Element;
    const name = element.nodeName.toLowerCase();
    const required = policy.required[name];
    if (required && !element.hasAttribute(required)) unwrap(element);
    else if (name === 'a') element.setAttribute('rel', policy.linkRel);
  });

  // Always through the DOM (DOMPurify hands text without `<` back as it came), so the answer is one
  // canonical serialization: the same text gives the same stored HTML whatever entities it used.
  return (html) => (purify.sanitize(html, { ...config, RETURN_DOM: true }) as Element).innerHTML;
}

let installed: RichTextSanitizer | null = null;

/** Makes `sanitizer` the one `sanitizeRichText` uses: server code installs jsdom's (it has no window). */
export function setRichTextSanitizer(sanitizer: RichTextSanitizer): void {
  installed = sanitizer;
}

/**
 * Rich-text HTML as the policy allows it, over the page's DOM in a browser, or the installed sanitizer
 * on the server. Without either it throws rather than let markup through unchecked.
 */
export function sanitizeRichText(html: string): string {
  if (!installed) {
    if (typeof window === 'undefined') throw new Error('Rich text cannot be sanitized here: no DOM (see renderer/rich-text-server.ts)');
    installed = createRichTextSanitizer(window);
  }
  return installed(html);
}
