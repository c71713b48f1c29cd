import { RTL_LANGUAGES, type Language } from '../../schemas/languages';

/** Canvas widths the designer previews at, in CSS pixels (blocks adapt with container queries). */
export const VIEWPORT_WIDTHS = [375, 768, 1280] as const;

export type ViewportWidth = (typeof VIEWPORT_WIDTHS)[number];

/** How the canvas is previewed. UI state only: never saved, never undone. */
export interface ViewState {
  /** The canvas width, or null to fill the space. */
  width: ViewportWidth | null;
  /** The language blocks are previewed in, or null for the designer's own; right-to-left languages mirror the canvas. */
  language: Language | null;
}

export const initialView = (): ViewState => ({ width: null, language: null });

/** The language blocks render in: the preview language when one is chosen, else the designer's language. */
export function previewLocale(view: ViewState, language: Language): Language {
  return view.language ?? language;
}

/** The canvas's own direction for a preview language (none without one: it follows the designer's). */
export function previewDirection(view: ViewState): 'rtl' | 'ltr' | undefined {
  if (!view.language) return undefined;
  return RTL_LANGUAGES.includes(view.language) ? 'rtl' : 'ltr';
}
