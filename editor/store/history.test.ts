import { describe, expect, it } from 'vitest';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { recordStep, redoStep, sealHistory, undoStep, emptyHistory, type History, type HistoryEntry } from './history';

const docs: PageDocument[] = Array.from({ length: 6 }, (_, i) => ({ ...emptyDocument(), settings: { isfullPage: false, background: `#00000${i}` } }));
const step = (from: number, to: number, coalesceKey?: string): HistoryEntry => ({
  action: 'updateProps', before: docs[from]!, after: docs[to]!, selectionBefore: null, selectionAfter: null, coalesceKey,
});
type Op = ['record', number, number, string?] | ['seal'];
const run = (ops: Op[]): History =>
  ops.reduce((h, op) => (op[0] === 'seal' ? sealHistory(h) : recordStep(h, step(op[1], op[2], op[3]))), emptyHistory());

describe('recordStep coalescing', () => {
  it.each<[string, Op[], number]>([
    ['typing in one field makes one step', [['record', 0, 1, 'k'], ['record', 1, 2, 'k'], ['record', 2, 3, 'k']], 1],
    ['another field starts a new step', [['record', 0, 1, 'k'], ['record', 1, 2, 'j']], 2],
    ['steps without a key never merge', [['record', 0, 1], ['record', 1, 2]], 2],
    ['a keyless step between breaks the run', [['record', 0, 1, 'k'], ['record', 1, 2], ['record', 2, 3, 'k']], 3],
    ['sealing (blur) breaks the run', [['record', 0, 1, 'k'], ['seal'], ['record', 1, 2, 'k']], 2],
  ])('%s', (_name, ops, steps) => {
    expect(run(ops).past).toHaveLength(steps);
  });

  it('a merged step spans from the first before to the last after', () => {
    const h = run([['record', 0, 1, 'k'], ['record', 1, 2, 'k'], ['record', 2, 3, 'k']]);
    expect(h.past[0]!.before).toBe(docs[0]);
    expect(h.past[0]!.after).toBe(docs[3]);
  });

  it('keeps at most the limit', () => {
    let h = emptyHistory();
    for (let i = 0; i < 5; i++) h = recordStep(h, step(i, i + 1), 3);
    expect(h.past.map((e) => e.before)).toEqual([docs[2], docs[3], docs[4]]);
  });
});

describe('undo and redo', () => {
  it('moves steps between the stacks and a new step clears redo', () => {
    let h = run([['record', 0, 1], ['record', 1, 2]]);
    const undone = undoStep(h)!;
    expect(undone.entry.before).toBe(docs[1]);
    h = undone.history;
    expect(h.future).toHaveLength(1);
    const redone = redoStep(h)!;
    expect(redone.entry.after).toBe(docs[2]);
    h = recordStep(undoStep(redone.history)!.history, step(1, 5));
    expect(h.future).toHaveLength(0);
  });

  it('typing after an undo does not merge into the step before', () => {
    const h = undoStep(run([['record', 0, 1, 'k'], ['record', 1, 2, 'j']]))!.history;
    expect(recordStep(h, step(1, 3, 'k')).past).toHaveLength(2);
  });

  it('returns null on empty stacks', () => {
    expect(undoStep(emptyHistory())).toBeNull();
    expect(redoStep(emptyHistory())).toBeNull();
  });
});
