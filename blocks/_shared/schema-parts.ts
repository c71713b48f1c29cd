import type { LocalizedText } from '../../schemas/localized-text';

/** Same-site paths or https URLs only: no javascript:, data: or protocol-relative addresses. */
export const URL_PATTERN = '^(|/[^/\\\\].*|https://.+)$';

/** A link field (`x-widget: link`). */
export function linkField(title: string, label: LocalizedText) {
  return { type: 'string', maxLength: 2048, pattern: URL_PATTERN, title, 'x-widget': 'link', 'x-label': label } as const;
}

/** An image URL field (`x-widget: image`). */
export function imageField(title: string, label: LocalizedText) {
  return { type: 'string', maxLength: 2048, pattern: URL_PATTERN, title, 'x-widget': 'image', 'x-label': label } as const;
}

/** A CSS background for an image URL, quoted so the URL cannot break out of it. */
export function backgroundImage(url: string | null | undefined): { backgroundImage: string } | undefined {
  return url ? { backgroundImage: `url("${encodeURI(url)}")` } : undefined;
}
