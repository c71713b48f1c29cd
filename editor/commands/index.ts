import { copyCommand, deleteCommand, duplicateCommand, moveDownCommand, moveUpCommand, pasteCommand } from './edit-commands';
import { redoCommand, undoCommand } from './history-commands';
import { indentCommand, outdentCommand, selectParentCommand } from './nest-commands';
import type { EditorCommand, KeyLike } from './types';

export type { CommandContext, EditorCommand, KeyLike } from './types';
export { copyCommand, deleteCommand, duplicateCommand, indentCommand, moveDownCommand, moveUpCommand, outdentCommand, pasteCommand, redoCommand, selectParentCommand, undoCommand };

/** Every designer command, in the order the toolbar and the shortcuts list show them. */
export const COMMANDS: readonly EditorCommand[] = [
  undoCommand,
  redoCommand,
  copyCommand,
  pasteCommand,
  duplicateCommand,
  deleteCommand,
  moveUpCommand,
  moveDownCommand,
  indentCommand,
  outdentCommand,
  selectParentCommand,
];

/** The command a key press asks for, if any. */
export function commandForKey(event: KeyLike, commands: readonly EditorCommand[] = COMMANDS): EditorCommand | null {
  return commands.find((command) => command.keyTest(event)) ?? null;
}
