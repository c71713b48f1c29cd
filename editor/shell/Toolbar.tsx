import { useTranslation } from 'react-i18next';
import { redoCommand, undoCommand } from '../commands';
import { EDITOR_NS } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { isDirty } from '../store/editor-store';
import { useEditor } from '../store/StoreContext';
import { Icon } from '../ui/Icon';
import { MenuButton } from '../ui/Menu';
import { ToolButton } from '../ui/ToolButton';
import { CommandButton } from './CommandButton';
import { EditMenu } from './EditMenu';
import { PagePicker } from './PagePicker';
import { PreviewButton } from './PreviewButton';
import { TOOLS, type ToolName } from './tools';
import { ViewControls } from './ViewControls';

interface ToolbarProps {
  commands: SessionCommands;
  onSwitchPage?: (pageId: string | null) => void;
  /** Opens a secondary tool (history, versions, shortcuts, footer settings, feedback inbox). */
  onTool: (tool: ToolName) => void;
  /** Opens the release dialog. */
  onRelease: () => void;
}

/**
 * The designer's one top bar: the page and its switcher, the save state, undo and redo, the edit
 * commands, the preview width and language, the secondary tools' menu, Preview, Save draft and
 * Release, the one primary button.
 */
export function Toolbar({ commands, onSwitchPage, onTool, onRelease }: ToolbarProps) {
  const { t } = useTranslation(EDITOR_NS);
  const saving = useEditor((s) => s.session.saving);
  const releasing = useEditor((s) => s.session.releasing);
  const dirty = useEditor(isDirty);
  const blocked = useEditor((s) => s.session.autosaveBlocked);
  const state = saving ? t('toolbar.saving') : releasing ? t('toolbar.releasing') : dirty ? t('toolbar.dirty') : t('toolbar.saved');

  return (
    <header className="designer-toolbar" data-tour="topbar">
      <div className="designer-toolbar__start">
        <PagePicker commands={commands} onSwitch={onSwitchPage} />
        <p className="designer-toolbar__state" data-state={saving ? 'saving' : dirty ? 'dirty' : 'saved'}>
          <Icon name={saving ? 'loader-circle' : dirty ? 'save' : 'clipboard-check'} />
          <span role="status" data-testid="save-state">
            {state}
          </span>
        </p>
      </div>
      <div className="designer-toolbar__middle">
        <div className="designer-toolbar__group" role="group" aria-label={t('toolbar.history')}>
          <CommandButton command={undoCommand} />
          <CommandButton command={redoCommand} />
        </div>
        <EditMenu />
        <ViewControls />
      </div>
      <div className="designer-toolbar__end" role="group" aria-label={t('toolbar.label')}>
        <MenuButton label={t('tools.label')} entries={TOOLS.map((tool) => ({ key: tool.name, label: t(tool.label), icon: tool.icon, onSelect: () => onTool(tool.name) }))} />
        <PreviewButton commands={commands} />
        <ToolButton label={t('toolbar.save')} icon="save" busy={saving} disabled={releasing} onClick={() => void commands.save()} />
        <ToolButton label={t('toolbar.release')} icon="rocket" variant="primary" busy={releasing} disabled={saving} onClick={onRelease} />
      </div>
      {blocked && dirty && !saving && <p className="designer-toolbar__note">{t('toolbar.autosaveBlocked')}</p>}
    </header>
  );
}
