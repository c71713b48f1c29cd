/** The documents the footer links to, each a title, an intro and sections of message keys under `legal.`. */
export const LEGAL_DOCUMENTS = {
  privacy: ['collect', 'use', 'rights'],
  cookiePolicy: ['essential', 'analytics'],
  helpCenter: [],
  studentGuide: ['login', 'classes', 'feedback'],
  adminGuide: ['design', 'release', 'footer'],
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/** The document of /helpCenter/helpPage.htm by its `type`: 1 the student guide, 2 the administrator guide, else the help center. */
export function helpDocumentOf(type: string | null): LegalDocument {
  if (type === '1') return 'studentGuide';
  if (type === '2') return 'adminGuide';
  return 'helpCenter';
}

/** A path with the page language as `sxz-lang` (the footer's and these pages' links all carry it). */
export function withLanguageParam(path: string, language: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${encodeURIComponent(language)}`;
}
