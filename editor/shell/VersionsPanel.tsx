import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserGetJson, designerApi, sendJson, type PageVersion } from '../api';
import { EDITOR_NS } from '../i18n';
import { RelativeTime } from '../RelativeTime';
import type { SessionCommands } from '../session/commands';
import { useEditor } from '../store/StoreContext';

/** The page's releases (who, when); rolling back releases an old version again as a new one and reloads the draft. */
export function VersionsPanel({ commands }: { commands: SessionCommands }) {
  const { t } = useTranslation(EDITOR_NS);
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const released = useEditor((s) => s.session.released);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const versions = useQuery({
    queryKey: ['designer', 'versions', schoolId, pageId, released?.version ?? 0],
    queryFn: () => browserGetJson<PageVersion[]>(designerApi.versionsPath(schoolId, pageId)),
    enabled: open && !!pageId,
    retry: false,
  });
  const rollBack = async (version: number) => {
    setBusy(true);
    try {
      await sendJson('POST', designerApi.rollbackPath(schoolId, pageId), { version });
      await commands.reload();
      await versions.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="versions-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('versions.label')}</summary>
      {versions.isPending && open && <p role="status">{t('loading')}</p>}
      {versions.isError && <p role="alert">{t('versions.failed')}</p>}
      {versions.data?.length === 0 && <p>{t('versions.none')}</p>}
      <ol className="versions-panel__list" aria-label={t('versions.label')}>
        {versions.data?.map((v, index) => (
          <li key={v.version}>
            <span>
              {t('versions.entry', { version: v.version, who: v.releasedBy?.name || '—' })}
              {' · '}
              <RelativeTime iso={v.releasedAt} />
            </span>
            {index > 0 && (
              <button type="button" disabled={busy} onClick={() => void rollBack(v.version)}>
                {t('versions.rollback', { version: v.version })}
              </button>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
