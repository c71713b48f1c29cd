import type { DocumentError } from '../../renderer/validate';
import type { LocalizedText } from '../../schemas/localized-text';
import type { PageDocument } from '../../schemas/page-document';

/** A problem that blocks saving, already worded for the user. */
export interface Problem {
  pointer: string;
  text: string;
}

/** The page being edited and its conversation with the server. Never part of the document. */
export interface SessionState {
  schoolId: string;
  /** Where the released page opens for visitors. */
  portalPath: string;
  pageId: string;
  /** The page's name as stored: localized text (or a plain string from older data); shown in the UI language. */
  pageName: LocalizedText | string;
  revision: number;
  /** The document as the server last confirmed it; the page is dirty while the document differs. */
  savedDocument: PageDocument | null;
  saving: boolean;
  releasing: boolean;
  /** Client-side validation problems that refused the last save. */
  problems: Problem[];
  /** The server's 400 details for the last save. */
  serverErrors: DocumentError[];
  /** A failed save or release for any other reason. */
  failure: string | null;
  conflict: boolean;
  /** Autosave is waiting for invalid fields to be fixed. */
  autosaveBlocked: boolean;
  released: { version: number; releasedAt: string } | null;
}

export const initialSession = (schoolId = '', portalPath = ''): SessionState => ({
  schoolId,
  portalPath,
  pageId: '',
  pageName: '',
  revision: 0,
  savedDocument: null,
  saving: false,
  releasing: false,
  problems: [],
  serverErrors: [],
  failure: null,
  conflict: false,
  autosaveBlocked: false,
  released: null,
});
