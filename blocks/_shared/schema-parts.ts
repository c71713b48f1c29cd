import { IMAGE_URL_PATTERN, LINK_PATTERN, MAX_URL_LENGTH } from '../../schemas/safe-url';

/** A link field (`x-widget: link`): a site path, http(s) or mailto (schemas/safe-url.ts); `label` is its message id in the designer's block labels. */
export function linkField(title: string, label = 'field.link') {
  return { type: 'string', maxLength: MAX_URL_LENGTH, pattern: LINK_PATTERN, title, 'x-widget': 'link', 'x-label': label } as const;
}

/** An image URL field (`x-widget: image`): a site path or https; `label` is its message id in the designer's block labels. */
export function imageField(title: string, label: string) {
  return { type: 'string', maxLength: MAX_URL_LENGTH, pattern: IMAGE_URL_PATTERN, title, 'x-widget': 'image', 'x-label': label } as const;
}

/** Label ids of the small / medium / large options many blocks share. */
export const SIZE_LABELS = { small: 'size.small', medium: 'size.medium', large: 'size.large' } as const;

/** A CSS background for an image URL, quoted so the URL cannot break out of it. */
export function backgroundImage(url: string | null | undefined): { backgroundImage: string } | undefined {
  return url ? { backgroundImage: `url("${encodeURI(url)}")` } : undefined;
}
