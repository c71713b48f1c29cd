import { useEffect } from 'react';
import type { EditorStore } from '../store/editor-store';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Which history command a key press asks for: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo. */
export function historyShortcut(event: KeyLike): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Undo and redo from the keyboard anywhere in the designer, inputs included: a field's own undo would
 * fight the store, whose history already merges typing into one step per field.
 */
export function useHistoryShortcuts(store: EditorStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = historyShortcut(event);
      if (!command) return;
      event.preventDefault();
      store.getState()[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
