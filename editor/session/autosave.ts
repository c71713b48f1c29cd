import { useEffect } from 'react';
import type { PageDocument } from '../../schemas/page-document';
import { isDirty, type EditorStore } from '../store/editor-store';
import type { SessionState } from '../store/session';
import { whenIdle } from './when-idle';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;
/** After that wait, autosave (which validates the whole page first) waits for the browser to be idle, but never longer than this. */
export const AUTOSAVE_IDLE_TIMEOUT_MS = 1000;

/** The timer functions the debouncer uses; the real ones in the app, fakes in tests. */
export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/** Runs `run` once, `delay` ms after the last `poke`; every poke restarts the wait. */
export function createDebouncer(delay: number, run: () => void, timers: Timers = realTimers) {
  let handle: unknown;
  const cancel = () => {
    if (handle !== undefined) timers.clear(handle);
    handle = undefined;
  };
  return {
    poke() {
      cancel();
      handle = timers.set(() => {
        handle = undefined;
        run();
      }, delay);
    },
    cancel,
    pending: () => handle !== undefined,
  };
}

/**
 * What autosave does when its wait is over: nothing when clean or in conflict (the dialog decides),
 * wait again while a save or release is under way, else save.
 */
export function autosaveDecision(state: {
  document: PageDocument;
  session: Pick<SessionState, 'savedDocument' | 'saving' | 'releasing' | 'conflict'>;
}): 'skip' | 'wait' | 'save' {
  if (state.session.conflict || state.document === state.session.savedDocument) return 'skip';
  return state.session.saving || state.session.releasing ? 'wait' : 'save';
}

/** Saves the draft AUTOSAVE_DELAY_MS after the last edit, once the browser is idle. */
export function useAutosave(store: EditorStore, autosave: () => Promise<unknown>, delay = AUTOSAVE_DELAY_MS): void {
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const stopWaiting = () => {
      cancelIdle?.();
      cancelIdle = null;
    };
    const debouncer = createDebouncer(delay, () => {
      cancelIdle = whenIdle(() => {
        cancelIdle = null;
        const decision = autosaveDecision(store.getState());
        if (decision === 'wait') debouncer.poke();
        else if (decision === 'save') void autosave();
      }, AUTOSAVE_IDLE_TIMEOUT_MS);
    });
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.document !== previous.document && isDirty(state)) {
        stopWaiting();
        debouncer.poke();
      }
    });
    return () => {
      unsubscribe();
      debouncer.cancel();
      stopWaiting();
    };
  }, [store, autosave, delay]);
}
