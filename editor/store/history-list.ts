import type { History } from './history';

/** One line of the history list: a named step (or the opened page, with `action: null`) and where it stands. */
export interface HistoryLine {
  position: number;
  action: string | null;
  state: 'done' | 'current' | 'undone';
}

/**
 * The history as a list, oldest first: position 0 is the page as opened, position n the state after the
 * n-th step. The current state is the one after the last step that is not undone.
 */
export function historyLines(history: History): HistoryLine[] {
  const steps = [...history.past, ...history.future];
  const current = history.past.length;
  const state = (position: number): HistoryLine['state'] => (position < current ? 'done' : position === current ? 'current' : 'undone');
  return [{ position: 0, action: null, state: state(0) }, ...steps.map((entry, i) => ({ position: i + 1, action: entry.action, state: state(i + 1) }))];
}

/** How many undos (negative) or redos (positive) take the history to a position of the list. */
export function stepsTo(history: History, position: number): number {
  const last = history.past.length + history.future.length;
  return Math.max(0, Math.min(position, last)) - history.past.length;
}
