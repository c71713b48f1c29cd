import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '../../blocks/rich-text/policy';

// The same policy the server's sanitizer applies, so what the editor shows is what is saved.
const PURIFY = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|/(?!/)|#)`, 'i'),
};

/** Removes scripts, handlers and unsafe URLs before rich text enters the store. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, PURIFY);
}

/** The editor's HTML as stored: sanitized, and an empty document (one empty paragraph) as no text at all. */
export function fromEditorHtml(html: string): string {
  const clean = sanitizeHtml(html).trim();
  return clean === '<p></p>' ? '' : clean;
}
