import type { ClipboardStorage } from '../session/clipboard';
import type { EditorState, EditorStore } from '../store/editor-store';

/** The parts of a key press a command's keyTest reads. */
export type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** What a command runs against: the store, the school (the clipboard is per school) and storage. */
export interface CommandContext {
  store: EditorStore;
  schoolId: string;
  storage: ClipboardStorage | null;
}

/**
 * A user command (Excalidraw's action objects): one definition feeds the toolbar, the keyboard shortcut
 * and the shortcuts list. `perform` dispatches named document actions, which own the history.
 */
export interface EditorCommand {
  name: string;
  /** Message key of the label, in the designer namespace. */
  label: string;
  /** The icon its buttons show (a name of editor/ui/icons.ts). */
  icon: string;
  /** The shortcut as shown to people, e.g. "Ctrl+D". */
  keys: string;
  /** The same for aria-keyshortcuts. */
  ariaKeys: string;
  keyTest: (event: KeyLike) => boolean;
  /** Whether the shortcut also works while typing in a field (undo and redo do). */
  inFields?: boolean;
  enabled: (state: EditorState) => boolean;
  perform: (context: CommandContext) => void;
}

/** Ctrl on Windows and Linux, Cmd on a Mac, and no Alt. */
export const mod = (event: KeyLike) => (event.ctrlKey || event.metaKey) && !event.altKey;
