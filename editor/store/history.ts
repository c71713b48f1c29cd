import type { PageDocument } from '../../schemas/page-document';

/** One undoable step: the document before and after a named action, and the selection around it. */
export interface HistoryEntry {
  action: string;
  before: PageDocument;
  after: PageDocument;
  selectionBefore: string | null;
  selectionAfter: string | null;
  /** Steps with the same key merge while the history is open (typing in one field). */
  coalesceKey?: string;
}

/** Undo and redo stacks. `open` means the newest step may still absorb a step with the same coalesce key. */
export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
  open: boolean;
}

export const HISTORY_LIMIT = 200;

export const emptyHistory = (): History => ({ past: [], future: [], open: false });

/** Adds a step, merging it into the newest one when both carry the same coalesce key and the history is open. */
export function recordStep(history: History, entry: HistoryEntry, limit = HISTORY_LIMIT): History {
  const last = history.past.at(-1);
  const merge = history.open && last && entry.coalesceKey !== undefined && last.coalesceKey === entry.coalesceKey;
  const past = merge
    ? [...history.past.slice(0, -1), { ...last, after: entry.after, selectionAfter: entry.selectionAfter }]
    : [...history.past, entry].slice(-limit);
  return { past, future: [], open: entry.coalesceKey !== undefined };
}

/** Ends coalescing, e.g. when a field loses focus: the next keystroke starts a new step. */
export function sealHistory(history: History): History {
  return history.open ? { ...history, open: false } : history;
}

/** Takes back the newest step; null when there is nothing to undo. */
export function undoStep(history: History): { history: History; entry: HistoryEntry } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return { entry, history: { past: history.past.slice(0, -1), future: [entry, ...history.future], open: false } };
}

/** Re-applies the newest undone step; null when there is nothing to redo. */
export function redoStep(history: History): { history: History; entry: HistoryEntry } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return { entry, history: { past: [...history.past, entry], future: history.future.slice(1), open: false } };
}
