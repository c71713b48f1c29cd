/** Canvas widths the designer previews at, in CSS pixels (blocks adapt with container queries). */
export const VIEWPORT_WIDTHS = [375, 768, 1280] as const;

export type ViewportWidth = (typeof VIEWPORT_WIDTHS)[number];

/** How the canvas is previewed. UI state only: never saved, never undone. */
export interface ViewState {
  /** The canvas width, or null to fill the space. */
  width: ViewportWidth | null;
  /** Right-to-left preview: the canvas in ar_SA with dir="rtl". */
  rtl: boolean;
}

export const initialView = (): ViewState => ({ width: null, rtl: false });

/** The language blocks render in: ar_SA in the right-to-left preview, else the designer's language. */
export function previewLocale<L extends string>(view: ViewState, language: L): L | 'ar_SA' {
  return view.rtl ? 'ar_SA' : language;
}
