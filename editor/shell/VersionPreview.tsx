import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';
import { PageRenderer } from '../../renderer/PageRenderer';
import type { PageDocument } from '../../schemas/page-document';
import { browserGetJson, designerApi } from '../api';
import { EDITOR_NS, uiLanguage } from '../i18n';
import { useEditor } from '../store/StoreContext';
import { Dialog } from '../ui/Dialog';
import { ToolButton } from '../ui/ToolButton';
import { LoadingNote } from '../ui/LoadingNote';

/** One released version drawn as visitors saw it (read only), to compare before rolling back. */
export function VersionPreview({ version, registry, onClose }: { version: number; registry: BlockRegistry; onClose: () => void }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const found = useQuery({
    queryKey: ['designer', 'version', schoolId, pageId, version],
    queryFn: () => browserGetJson<{ document: PageDocument; note: string | null }>(designerApi.versionPath(schoolId, pageId, version)),
    retry: false,
  });
  const locale = uiLanguage(i18n.language);
  const context = useMemo<RenderContext>(() => ({ locale, schoolDefaultLocale: 'zh_CN', schoolId, mode: 'preview', routeParams: {} }), [locale, schoolId]);
  return (
    <Dialog title={t('versions.previewTitle', { version })} onClose={onClose} wide>
      {found.isPending && <LoadingNote>{t('loading')}</LoadingNote>}
      {found.isError && <p role="alert">{t('versions.failed')}</p>}
      {found.data?.note && <p className="version-preview__note">{found.data.note}</p>}
      {found.data && (
        <div className="version-preview" inert>
          <PageRenderer document={found.data.document} registry={registry} context={context} />
        </div>
      )}
      <div className="designer-dialog__actions">
        <ToolButton label={t('release.close')} onClick={onClose} />
      </div>
    </Dialog>
  );
}
