import { useTranslation } from 'react-i18next';
import { copyCommand, deleteCommand, duplicateCommand, moveDownCommand, moveUpCommand, pasteCommand } from '../commands';
import { EDITOR_NS } from '../i18n';
import { useEditor } from '../store/StoreContext';
import { CommandButton } from './CommandButton';

const EDIT_COMMANDS = [copyCommand, pasteCommand, duplicateCommand, deleteCommand, moveUpCommand, moveDownCommand];

/** The edit commands for the selected blocks, as icon buttons, with how many are selected. */
export function EditMenu() {
  const { t } = useTranslation(EDITOR_NS);
  const count = useEditor((s) => s.ui.selectedIds.length);
  return (
    <div className="designer-toolbar__group" role="group" aria-label={t('commands.label')}>
      {EDIT_COMMANDS.map((command) => (
        <CommandButton key={command.name} command={command} />
      ))}
      <span className="designer-toolbar__count" role="status">
        {count > 1 ? t('commands.selected', { count }) : ''}
      </span>
    </div>
  );
}
