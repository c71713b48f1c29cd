import type { PageSummary } from '../api';

/** One entry of the page switcher. `id` is null for a system page the school has no page for yet. */
export interface PageOption {
  id: string | null;
  code: string;
  name: string;
  system: boolean;
}

/**
 * The page switcher's entries: every system page code of the registry in its order (so codes added there
 * appear without touching the designer), then the school's own pages in the server's order.
 */
export function pageOptions(pages: readonly PageSummary[], systemCodes: readonly string[], nameOf: (page: PageSummary) => string): PageOption[] {
  const system = systemCodes.map((code): PageOption => {
    const page = pages.find((p) => p.code === code);
    return { id: page?.id ?? null, code, name: (page && nameOf(page)) || code, system: true };
  });
  const custom = pages
    .filter((page) => !systemCodes.includes(page.code))
    .map((page): PageOption => ({ id: page.id, code: page.code, name: nameOf(page) || page.code, system: false }));
  return [...system, ...custom];
}

/** The entries whose name or code contain the search words (case and accents ignored). */
export function filterPageOptions(options: readonly PageOption[], query: string): PageOption[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return options.filter((option) => words.every((word) => fold(`${option.name} ${option.code}`).includes(word)));
}
