import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserGetJson, designerApi, sendJson, type PageSummary } from '../api';
import { EDITOR_NS, pageNameIn, uiLanguage } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { isDirty } from '../store/editor-store';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';

/** Picks the page of the school to edit, and adds, renames or deletes pages (system pages cannot be deleted). */
export function PageSwitcher({ commands, onSwitch }: { commands: SessionCommands; onSwitch: (pageId: string | null) => void }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pages = useQuery({ queryKey: ['designer', 'pages', schoolId], queryFn: () => browserGetJson<PageSummary[]>(designerApi.pagesPath(schoolId)), retry: false });
  const switchTo = async (id: string) => {
    if (isDirty(store.getState()) && !(await commands.save())) return;
    onSwitch(id);
  };
  const run = async (change: () => Promise<unknown>, after?: (result: unknown) => void) => {
    setError(null);
    try {
      const result = await change();
      await pages.refetch();
      after?.(result);
    } catch (failure) {
      setError(apiErrorText(failure, t));
    }
  };
  const named = { [language]: name.trim() };

  return (
    <div className="designer-pages" role="group" aria-label={t('pages.label')}>
      <select aria-label={t('pages.switch')} value={pageId} onChange={(event) => void switchTo(event.target.value)}>
        {pages.data?.map((page) => (
          <option key={page.id} value={page.id}>
            {pageNameIn(page.name, language) || page.code}
          </option>
        ))}
      </select>
      <input aria-label={t('pages.name')} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      <button type="button" disabled={!name.trim()} onClick={() => void run(() => sendJson<{ id: string }>('POST', designerApi.pageAdminPath(schoolId), { name: named }), (r) => void switchTo((r as { id: string }).id))}>
        {t('pages.add')}
      </button>
      <button type="button" disabled={!name.trim()} onClick={() => void run(() => sendJson('PUT', designerApi.pageAdminPath(schoolId, pageId), { name: named }), () => store.getState().setSession({ pageName: name.trim() }))}>
        {t('pages.rename')}
      </button>
      <button type="button" onClick={() => void run(() => sendJson('DELETE', designerApi.pageAdminPath(schoolId, pageId)), () => onSwitch(null))}>
        {t('pages.delete')}
      </button>
      {error && <p role="alert" className="designer-pages__error">{error}</p>}
    </div>
  );
}
