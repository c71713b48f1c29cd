import type { PageDocument } from '../../schemas/page-document';
import { defineAction } from './types';

/** Replaces the whole document as one undoable step (restoring a local backup). */
export const replaceDocument = defineAction<{ document: PageDocument }>({
  name: 'replaceDocument',
  history: 'record',
  perform: ({ ui }, { document }) => ({ document, ui: { ...ui, selectedId: null, hoveredId: null } }),
});
