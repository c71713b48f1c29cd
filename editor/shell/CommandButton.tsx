import { useTranslation } from 'react-i18next';
import type { EditorCommand } from '../commands';
import { useRunCommand } from '../commands/CommandProvider';
import { EDITOR_NS } from '../i18n';
import { useEditor } from '../store/StoreContext';

/** A button for a command: its label, its shortcut in the tooltip and aria-keyshortcuts, disabled when it cannot run. */
export function CommandButton({ command, label, className }: { command: EditorCommand; label?: string; className?: string }) {
  const { t } = useTranslation(EDITOR_NS);
  const run = useRunCommand();
  const enabled = useEditor(command.enabled);
  const text = label ?? t(command.label);
  return (
    <button
      type="button"
      className={className}
      onClick={() => run(command)}
      disabled={!enabled}
      aria-keyshortcuts={command.ariaKeys}
      title={t('commands.withKeys', { label: text, keys: command.keys })}
    >
      {text}
    </button>
  );
}
