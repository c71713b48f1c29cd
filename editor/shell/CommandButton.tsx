import { useTranslation } from 'react-i18next';
import type { EditorCommand } from '../commands';
import { useRunCommand } from '../commands/CommandProvider';
import { EDITOR_NS } from '../i18n';
import { useEditor } from '../store/StoreContext';
import { ToolButton } from '../ui/ToolButton';

/** A button for a command: its icon and label, its shortcut in the tooltip and aria-keyshortcuts, disabled when it cannot run. */
export function CommandButton({ command, label, className, iconOnly = true }: { command: EditorCommand; label?: string; className?: string; iconOnly?: boolean }) {
  const { t } = useTranslation(EDITOR_NS);
  const run = useRunCommand();
  const enabled = useEditor(command.enabled);
  return (
    <ToolButton
      className={className}
      label={label ?? t(command.label)}
      icon={command.icon}
      iconOnly={iconOnly}
      variant="quiet"
      keys={command.keys}
      aria-keyshortcuts={command.ariaKeys}
      onClick={() => run(command)}
      disabled={!enabled}
    />
  );
}
