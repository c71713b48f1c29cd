import { useEffect } from 'react';
import { isDirty, type EditorStore } from '../store/editor-store';

/** Asks the browser to confirm leaving while there are unsaved changes (the local backup is the second net). */
export function useLeaveWarning(store: EditorStore): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty(store.getState())) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
}
