import { createContext, useContext } from 'react';
import type { CommandContext, EditorCommand } from './types';

export const CommandContextValue = createContext<CommandContext | null>(null);

/** Runs a command against the nearest designer, if it is enabled now. */
export function useRunCommand(): (command: EditorCommand) => void {
  const context = useContext(CommandContextValue);
  return (command) => {
    if (context && command.enabled(context.store.getState())) command.perform(context);
  };
}
