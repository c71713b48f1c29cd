import sanitizeHtml from 'sanitize-html';

/** The markup rich text may hold: formatting, lists, links and images, nothing that runs. */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'span', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], span: ['class'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Removes scripts, event handlers and unsafe URLs from rich-text HTML. Server-side only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
