import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';
import { browserGetJson, designerApi, sendJson, type PageVersion } from '../api';
import { EDITOR_NS } from '../i18n';
import { RelativeTime } from '../RelativeTime';
import type { SessionCommands } from '../session/commands';
import { useEditor } from '../store/StoreContext';
import { ToolButton } from '../ui/ToolButton';
import { VersionPreview } from './VersionPreview';
import { LoadingNote } from '../ui/LoadingNote';

/**
 * The page's releases (who, when, their note). Any version can be previewed; rolling back asks first,
 * then releases the old version again as a new one and reloads the draft.
 */
export function VersionsPanel({ commands, registry }: { commands: SessionCommands; registry: BlockRegistry }) {
  const { t } = useTranslation(EDITOR_NS);
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const released = useEditor((s) => s.session.released);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const versions = useQuery({
    queryKey: ['designer', 'versions', schoolId, pageId, released?.version ?? 0],
    queryFn: () => browserGetJson<PageVersion[]>(designerApi.versionsPath(schoolId, pageId)),
    enabled: !!pageId,
    retry: false,
  });
  const rollBack = async (version: number) => {
    setBusy(true);
    setError(null);
    try {
      await sendJson('POST', designerApi.rollbackPath(schoolId, pageId), { version });
      setConfirming(null);
      await commands.reload();
      await versions.refetch();
    } catch (failure) {
      setError(apiErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="versions-panel">
      {versions.isPending && <LoadingNote>{t('loadingList')}</LoadingNote>}
      {versions.isError && <p role="alert">{t('versions.failed')}</p>}
      {versions.data?.length === 0 && <p>{t('versions.none')}</p>}
      {error && <p role="alert" className="designer-pages__error">{error}</p>}
      <ol className="versions-panel__list" aria-label={t('versions.label')}>
        {versions.data?.map((v, index) => (
          <li key={v.version} className="versions-panel__item">
            <span className="versions-panel__what">
              {t('versions.entry', { version: v.version, who: v.releasedBy?.name || '—' })}
              {index === 0 && <span className="versions-panel__live"> · {t('versions.live')}</span>}
            </span>
            <RelativeTime iso={v.releasedAt} />
            {v.note && <span className="versions-panel__note">{v.note}</span>}
            <span className="versions-panel__actions">
              <ToolButton label={t('versions.preview', { version: v.version })} icon="eye" iconOnly variant="quiet" onClick={() => setPreviewing(v.version)} />
              {index > 0 && confirming !== v.version && (
                <ToolButton label={t('versions.rollback', { version: v.version })} icon="history" variant="quiet" disabled={busy} onClick={() => setConfirming(v.version)} />
              )}
            </span>
            {confirming === v.version && (
              <span className="versions-panel__confirm" role="group" aria-label={t('versions.confirmLabel', { version: v.version })}>
                <span>{t('versions.confirm', { version: v.version })}</span>
                <ToolButton label={t('versions.confirmYes', { version: v.version })} variant="primary" busy={busy} onClick={() => void rollBack(v.version)} autoFocus />
                <ToolButton label={t('release.cancel')} disabled={busy} onClick={() => setConfirming(null)} />
              </span>
            )}
          </li>
        ))}
      </ol>
      {previewing !== null && <VersionPreview version={previewing} registry={registry} onClose={() => setPreviewing(null)} />}
    </div>
  );
}
