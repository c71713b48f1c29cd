import { describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '../../schemas/page-document';
import { autosaveDecision, createDebouncer, type Timers } from './autosave';

function fakeTimers() {
  let now = 0;
  const queue = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    set: (run, ms) => (queue.set(next, { at: now + ms, run }), next++),
    clear: (handle) => void queue.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, task] of [...queue]) {
      if (task.at > now) continue;
      queue.delete(id);
      task.run();
    }
  };
  return { timers, advance };
}

describe('createDebouncer', () => {
  it('runs once, 1.5 s after the last change', () => {
    const { timers, advance } = fakeTimers();
    const run = vi.fn();
    const debouncer = createDebouncer(1500, run, timers);
    debouncer.poke();
    advance(1000);
    debouncer.poke();
    advance(1000);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(true);
    advance(500);
    expect(run).toHaveBeenCalledTimes(1);
    expect(debouncer.pending()).toBe(false);
  });

  it('cancel stops a pending run', () => {
    const { timers, advance } = fakeTimers();
    const run = vi.fn();
    const debouncer = createDebouncer(1500, run, timers);
    debouncer.poke();
    debouncer.cancel();
    advance(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('autosaveDecision', () => {
  const saved = emptyDocument();
  const edited = { ...saved, blocks: [] };
  const state = (document: typeof saved, session: Partial<{ saving: boolean; releasing: boolean; conflict: boolean }> = {}) => ({
    document,
    session: { savedDocument: saved, saving: false, releasing: false, conflict: false, ...session },
  });
  it.each([
    ['a clean draft is left alone', state(saved), 'skip'],
    ['a conflict waits for the dialog', state(edited, { conflict: true }), 'skip'],
    ['a save under way makes it wait', state(edited, { saving: true }), 'wait'],
    ['a release under way makes it wait', state(edited, { releasing: true }), 'wait'],
    ['a changed draft saves', state(edited), 'save'],
  ] as const)('%s', (_name, input, decision) => expect(autosaveDecision(input)).toBe(decision));
});
