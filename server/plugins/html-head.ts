/** What the server writes into the app's HTML head: the language and writing direction of `<html>`, and the title. */
export interface HtmlHead {
  lang: string;
  dir: string;
  title: string;
  /** The page's description for search engines (`<meta name="description">`). */
  description?: string;
  /** The host belongs to an overseas environment (default language en_US); the app reads it from `<html data-overseas>`. */
  overseas?: boolean;
}

/** Works out the head for a request (its path with query, and its Cookie header); the server render bundle provides it. */
export type ShellHead = (request: { url: string; cookie: string; overseas?: boolean }) => Promise<HtmlHead>;

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The built index.html with `<html lang dir>` and `<title>` set, so the page never shows the wrong language or direction first. */
export function withHead(template: string, head: HtmlHead): string {
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(head.lang)}" dir="${escapeHtml(head.dir)}"${head.overseas ? ' data-overseas="true"' : ''}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>${head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : ''}`);
}
