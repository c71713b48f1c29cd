import type { History } from './history';

/** What one store change did to the history, for screen-reader announcements: a new step, an undo or a redo. */
export type HistoryChange = { kind: 'done' | 'undone' | 'redone'; action: string } | null;

/**
 * Compares the history before and after a store change. Typing that merges into the open step is not a
 * new step, and a new typing step is left out too: the field being typed in already speaks for itself.
 */
export function historyChange(before: History, after: History): HistoryChange {
  if (before === after) return null;
  const last = after.past.at(-1);
  if (last && last === before.future[0] && after.past.length === before.past.length + 1) return { kind: 'redone', action: last.action };
  const undone = after.future[0];
  if (undone && undone === before.past.at(-1) && after.future.length === before.future.length + 1) return { kind: 'undone', action: undone.action };
  if (last && last !== before.past.at(-1) && after.future.length === 0 && last.action !== 'updateProp') {
    const merged = before.past.at(-1)?.coalesceKey !== undefined && before.past.at(-1)?.before === last.before;
    return merged ? null : { kind: 'done', action: last.action };
  }
  return null;
}
