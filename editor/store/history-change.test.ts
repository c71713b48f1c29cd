import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../schemas/page-document';
import { emptyHistory, recordStep, redoStep, sealHistory, undoStep, type HistoryEntry } from './history';
import { historyChange } from './history-change';

const doc = () => ({ ...emptyDocument() });
const step = (action: string, coalesceKey?: string): HistoryEntry => ({ action, before: doc(), after: doc(), selectionBefore: null, selectionAfter: null, coalesceKey });

describe('historyChange', () => {
  it('names a new step, an undo and a redo', () => {
    const one = recordStep(emptyHistory(), step('removeSelection'));
    expect(historyChange(emptyHistory(), one)).toEqual({ kind: 'done', action: 'removeSelection' });
    const undone = undoStep(one)!.history;
    expect(historyChange(one, undone)).toEqual({ kind: 'undone', action: 'removeSelection' });
    const redone = redoStep(undone)!.history;
    expect(historyChange(undone, redone)).toEqual({ kind: 'redone', action: 'removeSelection' });
  });

  it('says nothing for typing, for sealing, or when the history did not change', () => {
    const typed = recordStep(emptyHistory(), step('updateProp', 'b:title'));
    expect(historyChange(emptyHistory(), typed)).toBeNull();
    expect(historyChange(typed, recordStep(typed, step('updateProp', 'b:title')))).toBeNull();
    expect(historyChange(typed, sealHistory(typed))).toBeNull();
    expect(historyChange(typed, typed)).toBeNull();
  });

  it('names a step that follows typing', () => {
    const typed = sealHistory(recordStep(emptyHistory(), step('updateProp', 'b:title')));
    expect(historyChange(typed, recordStep(typed, step('moveSelection')))).toEqual({ kind: 'done', action: 'moveSelection' });
  });
});
