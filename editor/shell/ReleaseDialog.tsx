import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { PageDocument } from '../../schemas/page-document';
import { ApiError, browserGetJson, designerApi } from '../api';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { Dialog } from '../ui/Dialog';
import { Icon } from '../ui/Icon';
import { ToolButton } from '../ui/ToolButton';
import { releaseChanges, type ChangedBlock } from './release-changes';
import { LoadingNote } from '../ui/LoadingNote';

const MAX_NOTE = 500;

/** The live document of the page, or null when it was never released. */
async function liveDocument(schoolId: string, pageId: string): Promise<PageDocument | null> {
  try {
    const live = await browserGetJson<{ version: number; document: PageDocument }>(designerApi.releasedPath(schoolId, pageId));
    return live.version > 0 ? live.document : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Release as a dialog: what changes against the live page (blocks added, removed, changed), an optional
 * note, then the released version and a link to the live page.
 */
export function ReleaseDialog({ commands, registry, onClose }: { commands: SessionCommands; registry: BlockRegistry; onClose: () => void }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const portalPath = useEditor((s) => s.session.portalPath);
  const document = useEditor((s) => s.document);
  const releasing = useEditor((s) => s.session.releasing);
  const failure = useEditor((s) => s.session.failure);
  const [note, setNote] = useState('');
  const [released, setReleased] = useState<number | null>(null);
  const noteId = useId();
  const live = useQuery({ queryKey: ['designer', 'live', schoolId, pageId], queryFn: () => liveDocument(schoolId, pageId), retry: false, gcTime: 0 });
  const changes = live.isSuccess ? releaseChanges(live.data, document) : null;
  const nothing = changes && !changes.added.length && !changes.removed.length && !changes.changed.length;

  const release = async () => {
    if (await commands.release(note)) setReleased(store.getState().session.released?.version ?? 0);
  };

  const list = (key: 'added' | 'removed' | 'changed', blocks: ChangedBlock[]) =>
    blocks.length > 0 && (
      <div className={`release-changes__group release-changes__group--${key}`}>
        <h3>{t(`release.${key}`, { count: blocks.length })}</h3>
        <ul>
          {blocks.map((block) => (
            <li key={block.id}>
              <Icon name={registry.get(block.type)?.palette.icon ?? 'box'} />
              {blockLabel(registry, block.type, language)}
            </li>
          ))}
        </ul>
      </div>
    );

  if (released !== null) {
    return (
      // A dialog of its own (key), so focus moves into it: the button that was pressed is gone.
      <Dialog key="done" title={t('release.doneTitle', { version: released })} onClose={onClose}>
        <p role="status">{t('toolbar.released', { version: released })}</p>
        <p>
          <a href={portalPath} target="_blank" rel="noopener noreferrer" className="d-link">
            <Icon name="external-link" /> {t('toolbar.openPortal')}
          </a>
        </p>
        <div className="designer-dialog__actions">
          <ToolButton label={t('release.close')} onClick={onClose} />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('release.title')} onClose={onClose}>
      <section className="release-changes" aria-label={t('release.changes')}>
        {live.isPending && <LoadingNote>{t('loadingList')}</LoadingNote>}
        {live.isError && <p role="alert">{t('release.changesFailed')}</p>}
        {changes && live.data === null && <p>{t('release.first')}</p>}
        {nothing && <p>{t('release.nothing')}</p>}
        {changes && list('added', changes.added)}
        {changes && list('removed', changes.removed)}
        {changes && list('changed', changes.changed)}
      </section>
      <div className="d-field">
        <label htmlFor={noteId} className="d-field__label">
          {t('release.note')}
        </label>
        <textarea id={noteId} className="d-input" rows={3} maxLength={MAX_NOTE} value={note} aria-describedby={`${noteId}-help`} onChange={(event) => setNote(event.target.value)} />
        <p id={`${noteId}-help`} className="d-field__help">
          {t('release.noteHelp', { max: MAX_NOTE })}
        </p>
      </div>
      {failure && <p role="alert" className="designer-pages__error">{failure}</p>}
      <div className="designer-dialog__actions">
        <ToolButton label={t('release.cancel')} onClick={onClose} disabled={releasing} />
        <ToolButton label={t('release.confirm')} icon="rocket" variant="primary" busy={releasing} onClick={() => void release()} />
      </div>
    </Dialog>
  );
}
