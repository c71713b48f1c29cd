import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { isDirty } from '../store/editor-store';
import { useEditor, useEditorStore } from '../store/StoreContext';

/** Page name, save state, undo and redo, Save draft and Release. */
export function Toolbar({ commands }: { commands: SessionCommands }) {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const pageName = useEditor((s) => s.session.pageName);
  const saving = useEditor((s) => s.session.saving);
  const releasing = useEditor((s) => s.session.releasing);
  const released = useEditor((s) => s.session.released);
  const portalPath = useEditor((s) => s.session.portalPath);
  const dirty = useEditor(isDirty);
  const canUndo = useEditor((s) => s.history.past.length > 0);
  const canRedo = useEditor((s) => s.history.future.length > 0);
  const state = saving ? t('toolbar.saving') : releasing ? t('toolbar.releasing') : dirty ? t('toolbar.dirty') : t('toolbar.saved');

  return (
    <header className="designer-toolbar">
      <h1 className="designer-toolbar__title">{pageName}</h1>
      <p className="designer-toolbar__state" role="status" data-testid="save-state">
        {state}
      </p>
      {released && (
        <p className="designer-toolbar__released" role="status">
          {t('toolbar.released', { version: released.version })}{' '}
          <a href={portalPath} target="_blank" rel="noopener noreferrer">
            {t('toolbar.openPortal')}
          </a>
        </p>
      )}
      <div className="designer-toolbar__actions" role="group" aria-label={t('toolbar.label')}>
        <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          {t('toolbar.undo')}
        </button>
        <button type="button" onClick={() => store.getState().redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          {t('toolbar.redo')}
        </button>
        <button type="button" onClick={() => void commands.save()} disabled={saving || releasing}>
          {t('toolbar.save')}
        </button>
        <button type="button" className="designer-toolbar__primary" onClick={() => void commands.release()} disabled={saving || releasing}>
          {t('toolbar.release')}
        </button>
      </div>
    </header>
  );
}
