import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { replaceDocument } from '../actions';
import { EDITOR_NS, uiLanguage } from '../i18n';
import { backupKey, clearBackup } from '../session/local-backup';
import { useRestoreOffer } from '../session/use-local-backup';
import { useEditorStore } from '../store/StoreContext';

/** Offers the unsaved document this device kept from an earlier visit. */
export function RestoreBanner({ registry }: { registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const [offer, dismiss] = useRestoreOffer(store, registry);
  if (!offer) return null;
  const time = new Date(offer.savedAt).toLocaleString(uiLanguage(i18n.language).replace('_', '-'));
  const restore = () => {
    store.getState().dispatch(replaceDocument, { document: offer.document });
    dismiss();
  };
  const discard = () => {
    const { schoolId, pageId } = store.getState().session;
    clearBackup(backupKey(schoolId, pageId));
    dismiss();
  };
  return (
    <div className="designer-restore" role="region" aria-label={t('restore.found', { time })}>
      <p>{t('restore.found', { time })}</p>
      <button type="button" onClick={restore}>
        {t('restore.restore')}
      </button>
      <button type="button" onClick={discard}>
        {t('restore.discard')}
      </button>
    </div>
  );
}
