import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { isDirty } from '../store/editor-store';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { ToolButton } from '../ui/ToolButton';

/** The portal address that shows an administrator this page's draft under a preview mask. */
export function previewUrl(portalPath: string): string {
  return `${portalPath}${portalPath.includes('?') ? '&' : '?'}isVisit=true`;
}

/** Saves unsaved changes, then opens the draft in the portal (`?isVisit=true`) in a new tab. */
export function PreviewButton({ commands }: { commands: SessionCommands }) {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const portalPath = useEditor((s) => s.session.portalPath);
  const open = async () => {
    // Opened at once, so the browser counts it as the click's own window; the address follows the save.
    const tab = window.open('about:blank', '_blank');
    const saved = !isDirty(store.getState()) || (await commands.save());
    if (!tab) return;
    if (saved) tab.location.href = previewUrl(portalPath);
    else tab.close();
  };
  return (
    <ToolButton label={t('toolbar.preview')} icon="eye" onClick={() => void open()} />
  );
}
