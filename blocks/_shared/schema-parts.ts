/** Same-site paths or https URLs only: no javascript:, data: or protocol-relative addresses. */
export const URL_PATTERN = '^(|/[^/\\\\].*|https://.+)$';

/** A link field (`x-widget: link`); `label` is its message id in the designer's block labels. */
export function linkField(title: string, label = 'field.link') {
  return { type: 'string', maxLength: 2048, pattern: URL_PATTERN, title, 'x-widget': 'link', 'x-label': label } as const;
}

/** An image URL field (`x-widget: image`); `label` is its message id in the designer's block labels. */
export function imageField(title: string, label: string) {
  return { type: 'string', maxLength: 2048, pattern: URL_PATTERN, title, 'x-widget': 'image', 'x-label': label } as const;
}

/** Label ids of the small / medium / large options many blocks share. */
export const SIZE_LABELS = { small: 'size.small', medium: 'size.medium', large: 'size.large' } as const;

/** A CSS background for an image URL, quoted so the URL cannot break out of it. */
export function backgroundImage(url: string | null | undefined): { backgroundImage: string } | undefined {
  return url ? { backgroundImage: `url("${encodeURI(url)}")` } : undefined;
}
