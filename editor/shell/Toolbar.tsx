import { useTranslation } from 'react-i18next';
import { FeedbackInboxButton } from '../feedback-inbox/FeedbackInbox';
import { FooterSettingsButton } from '../footer-settings/FooterSettings';
import { redoCommand, undoCommand } from '../commands';
import { EDITOR_NS } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { isDirty } from '../store/editor-store';
import { useEditor } from '../store/StoreContext';
import { CommandButton } from './CommandButton';
import { EditMenu } from './EditMenu';
import { PageSwitcher } from './PageSwitcher';
import { PreviewButton } from './PreviewButton';
import { ShortcutList } from './ShortcutList';
import { ViewControls } from './ViewControls';

/** Page name, save state, undo and redo, Save draft and Release, the edit commands and the shortcuts list. */
export function Toolbar({ commands, onSwitchPage }: { commands: SessionCommands; onSwitchPage?: (pageId: string | null) => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const pageName = useEditor((s) => s.session.pageName);
  const saving = useEditor((s) => s.session.saving);
  const releasing = useEditor((s) => s.session.releasing);
  const released = useEditor((s) => s.session.released);
  const portalPath = useEditor((s) => s.session.portalPath);
  const dirty = useEditor(isDirty);
  const blocked = useEditor((s) => s.session.autosaveBlocked);
  const state = saving ? t('toolbar.saving') : releasing ? t('toolbar.releasing') : dirty ? t('toolbar.dirty') : t('toolbar.saved');

  return (
    <header className="designer-toolbar">
      <h1 className="designer-toolbar__title">{pageName}</h1>
      <p className="designer-toolbar__state" role="status" data-testid="save-state">
        {state}
      </p>
      {blocked && dirty && !saving && <p className="designer-toolbar__state">{t('toolbar.autosaveBlocked')}</p>}
      {released && (
        <p className="designer-toolbar__released" role="status">
          {t('toolbar.released', { version: released.version })}{' '}
          <a href={portalPath} target="_blank" rel="noopener noreferrer">
            {t('toolbar.openPortal')}
          </a>
        </p>
      )}
      <div className="designer-toolbar__actions" role="group" aria-label={t('toolbar.label')}>
        <CommandButton command={undoCommand} />
        <CommandButton command={redoCommand} />
        <PreviewButton commands={commands} />
        <button type="button" onClick={() => void commands.save()} disabled={saving || releasing}>
          {t('toolbar.save')}
        </button>
        <button type="button" className="designer-toolbar__primary" onClick={() => void commands.release()} disabled={saving || releasing}>
          {t('toolbar.release')}
        </button>
      </div>
      {onSwitchPage && <PageSwitcher commands={commands} onSwitch={onSwitchPage} />}
      <EditMenu />
      <ViewControls />
      <ShortcutList />
      <FooterSettingsButton />
      <FeedbackInboxButton />
    </header>
  );
}
