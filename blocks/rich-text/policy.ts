/** The markup rich text may hold: formatting, lists, links and images, nothing that runs. One list for server and designer. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'span', 'code', 'pre', 'hr'];
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  span: ['class'],
};
export const RICH_TEXT_URL_SCHEMES = ['https', 'http', 'mailto'];
