import { useEffect } from 'react';
import { commandForKey, redoCommand, undoCommand, type CommandContext, type KeyLike } from '../commands';

/** Which history command a key press asks for: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo. */
export function historyShortcut(event: KeyLike): 'undo' | 'redo' | null {
  return (commandForKey(event, [undoCommand, redoCommand])?.name as 'undo' | 'redo' | undefined) ?? null;
}

/** Whether keys typed at this element belong to it (text fields keep their own copy, paste and Delete). */
export function isTextEntry(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  return !!element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]');
}

/** Puts focus back on the selected block's frame or outline row when a command moved, replaced or removed it. */
function refocus(kind: 'frame' | 'outline', id: string): void {
  const element = document.querySelector<HTMLElement>(kind === 'frame' ? `[data-frame-id="${id}"]` : `[data-outline-id="${id}"]`);
  if (element && document.activeElement !== element) element.focus();
}

/**
 * Every command's shortcut anywhere in the designer. Undo and redo work in fields too: a field's own undo
 * would fight the store, whose history already merges typing into one step per field. When focus was on a
 * block or an outline row, it follows the selection (to the neighbour after Delete, to the copy after Duplicate).
 */
export function useCommandShortcuts(context: CommandContext): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandForKey(event);
      if (!command || event.defaultPrevented) return;
      if (!command.inFields && isTextEntry(event.target)) return;
      const { store } = context;
      if (!command.enabled(store.getState())) return;
      event.preventDefault();
      const target = event.target as HTMLElement | null;
      const kind = target?.dataset?.frameId !== undefined ? 'frame' : target?.dataset?.outlineId !== undefined ? 'outline' : null;
      command.perform(context);
      const after = store.getState().ui.selectedId;
      if (kind && after) requestAnimationFrame(() => refocus(kind, after));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [context]);
}
