import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, browserGetJson, designerApi, sendJson } from '../api';
import { EDITOR_NS, uiLanguage } from '../i18n';
import { useEditor } from '../store/StoreContext';
import { navRows, reorderSiblings, type NavItem } from './navigation-order';

/** The school's navigation: add the page being edited, reorder, hide or show, and remove items. */
export function NavigationPanel() {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const pageName = useEditor((s) => s.session.pageName);
  const [error, setError] = useState<string | null>(null);
  const nav = useQuery({ queryKey: ['designer', 'navigation', schoolId], queryFn: () => browserGetJson<NavItem[]>(designerApi.navigationPath(schoolId)), retry: false });
  const path = (id?: string) => designerApi.navigationPath(schoolId, id);
  const run = async (...changes: (() => Promise<unknown>)[]) => {
    setError(null);
    try {
      for (const change of changes) await change();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
    await nav.refetch();
  };
  const rows = navRows(nav.data ?? []);
  const nameOf = (item: NavItem) => item.name[language] ?? Object.values(item.name)[0] ?? '';
  const move = (item: NavItem, siblings: readonly NavItem[], direction: -1 | 1) =>
    run(...reorderSiblings(siblings, item.id, direction).map(({ id, order }) => () => sendJson('PUT', path(id), { order })));

  return (
    <details className="versions-panel">
      <summary>{t('navigation.label')}</summary>
      <ul className="versions-panel__list" aria-label={t('navigation.label')}>
        {rows.map(({ item, depth, siblings }) => {
          const name = nameOf(item);
          return (
            <li key={item.id} style={{ marginInlineStart: `${depth * 12}px` }}>
              <span>{item.visible ? name : t('navigation.hidden', { name })}</span>
              <span>
                <button type="button" aria-label={t('navigation.up', { name })} onClick={() => void move(item, siblings, -1)}>↑</button>
                <button type="button" aria-label={t('navigation.down', { name })} onClick={() => void move(item, siblings, 1)}>↓</button>
                <button type="button" onClick={() => void run(() => sendJson('PUT', path(item.id), { visible: !item.visible }))}>
                  {t(item.visible ? 'navigation.hide' : 'navigation.show', { name })}
                </button>
                <button type="button" onClick={() => void run(() => sendJson('DELETE', path(item.id)))}>
                  {t('navigation.remove', { name })}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" disabled={rows.some((row) => row.item.pageId === pageId)} onClick={() => void run(() => sendJson('POST', path(), { name: { [language]: pageName }, pageId, order: rows.length }))}>
        {t('navigation.addPage')}
      </button>
      {error && <p role="alert">{error}</p>}
    </details>
  );
}
