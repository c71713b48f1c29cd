import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { designerApi, sendJson } from '../api';
import { everyBlockDocument } from '../session/every-block';
import { EDITOR_NS, uiLanguage } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { isDirty } from '../store/editor-store';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { Field } from '../ui/Field';
import { ToolButton } from '../ui/ToolButton';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';
import { usePages } from './PagePicker';

/**
 * Adds a page, renames or deletes the open one (system pages cannot be deleted; the server says why), or
 * adds a sample page with one block of every type, to see them all.
 */
export function PageAdmin({ commands, onSwitch, registry }: { commands: SessionCommands; onSwitch: (pageId: string | null) => void; registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const pages = usePages();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const switchTo = async (id: string) => {
    if (isDirty(store.getState()) && !(await commands.save())) return;
    onSwitch(id);
  };
  const run = async (change: () => Promise<unknown>, after?: (result: unknown) => void) => {
    setError(null);
    setBusy(true);
    try {
      const result = await change();
      await pages.refetch();
      after?.(result);
    } catch (failure) {
      setError(apiErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const named = { [language]: name.trim() };
  // A new page starts at revision 0; its first draft is every block of the registry.
  const addSample = () =>
    run(async () => {
      const created = await sendJson<{ id: string }>('POST', designerApi.pageAdminPath(schoolId), { name: { [language]: t('pages.sampleName') } });
      await sendJson('POST', designerApi.savePath(schoolId), { pageId: created.id, revision: 0, document: everyBlockDocument(registry) });
      return created;
    }, (r) => void switchTo((r as { id: string }).id));

  return (
    <div className="designer-pages" role="group" aria-label={t('pages.label')}>
      <Field label={t('pages.name')} help={t('pages.nameHelp')}>
        {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} className="d-input" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <div className="designer-pages__actions">
        <ToolButton label={t('pages.add')} icon="file-text" disabled={!name.trim() || busy} onClick={() => void run(() => sendJson<{ id: string }>('POST', designerApi.pageAdminPath(schoolId), { name: named }), (r) => void switchTo((r as { id: string }).id))} />
        <ToolButton label={t('pages.rename')} icon="type" disabled={!name.trim() || busy} onClick={() => void run(() => sendJson('PUT', designerApi.pageAdminPath(schoolId, pageId), { name: named }), () => store.getState().setSession({ pageName: named }))} />
        <ToolButton label={t('pages.addSample')} icon="layers" disabled={busy} onClick={() => void addSample()} />
        <ToolButton label={t('pages.delete')} icon="trash-2" variant="danger" disabled={busy} onClick={() => void run(() => sendJson('DELETE', designerApi.pageAdminPath(schoolId, pageId)), () => onSwitch(null))} />
      </div>
      {error && <p role="alert" className="designer-pages__error">{error}</p>}
    </div>
  );
}
