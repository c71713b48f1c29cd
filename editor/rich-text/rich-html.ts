import { sanitizeRichText } from '../../renderer/rich-text';

/**
 * Rich text as the designer stores it: the one policy (schemas/rich-text-policy.ts) applied by the
 * browser's DOMPurify, exactly as the server applies it on save, so what the editor shows is what is saved.
 */
export const sanitizeHtml = sanitizeRichText;

/** The editor's HTML as stored: sanitized, and an empty document (one empty paragraph) as no text at all. */
export function fromEditorHtml(html: string): string {
  const clean = sanitizeHtml(html).trim();
  return clean === '<p></p>' ? '' : clean;
}
