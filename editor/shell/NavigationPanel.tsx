import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserGetJson, designerApi, sendJson } from '../api';
import { EDITOR_NS, uiLanguage } from '../i18n';
import { ToolButton } from '../ui/ToolButton';
import { useEditor } from '../store/StoreContext';
import { indentChanges, navRows, outdentChanges, reorderSiblings, type NavChange, type NavItem } from './navigation-order';
import { NavigationRow } from './NavigationRow';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';

/**
 * The school's navigation (v2/navigations) as a tree: add the page being edited at the top level or under
 * an item, reorder, move between levels, rename, hide or show, and remove items.
 */
export function NavigationPanel() {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const schoolId = useEditor((s) => s.session.schoolId);
  const pageId = useEditor((s) => s.session.pageId);
  const pageName = useEditor((s) => s.session.pageName);
  const [error, setError] = useState<string | null>(null);
  const [parentId, setParentId] = useState('');
  const nav = useQuery({ queryKey: ['designer', 'navigation', schoolId], queryFn: () => browserGetJson<NavItem[]>(designerApi.navigationPath(schoolId)), retry: false });
  const path = (id?: string) => designerApi.navigationPath(schoolId, id);
  const run = async (...changes: (() => Promise<unknown>)[]) => {
    setError(null);
    try {
      for (const change of changes) await change();
    } catch (failure) {
      setError(apiErrorText(failure, t));
    }
    await nav.refetch();
  };
  const items = nav.data ?? [];
  const rows = navRows(items);
  const nameOf = (item: NavItem) => item.name[language] ?? Object.values(item.name)[0] ?? '';
  const store = (changes: NavChange[]) => run(...changes.map(({ id, ...body }) => () => sendJson('PUT', path(id), body)));
  const parent = rows.find((row) => row.item.id === parentId)?.item;
  const add = () => run(() => sendJson('POST', path(), { name: typeof pageName === 'string' ? { [language]: pageName } : pageName, pageId, parentId: parent?.id ?? null, order: (parent ? parent.children : items).length }));

  return (
    <section className="navigation-panel" aria-labelledby="navigation-heading">
      <h3 id="navigation-heading" className="d-section-title">{t('navigation.label')}</h3>
      <ul className="versions-panel__list" aria-label={t('navigation.label')}>
        {rows.map(({ item, depth, siblings }) => (
          <NavigationRow
            key={item.id}
            item={item}
            name={nameOf(item)}
            depth={depth}
            up={reorderSiblings(siblings, item.id, -1)}
            down={reorderSiblings(siblings, item.id, 1)}
            indent={indentChanges(items, item.id)}
            outdent={outdentChanges(items, item.id)}
            onMove={(changes) => void store(changes)}
            onVisible={(visible) => void run(() => sendJson('PUT', path(item.id), { visible }))}
            onRename={(name) => void run(() => sendJson('PUT', path(item.id), { name: { ...item.name, [language]: name } }))}
            onRemove={() => void run(() => sendJson('DELETE', path(item.id)))}
          />
        ))}
      </ul>
      <label className="navigation-panel__place">
        {t('navigation.place')}
        <select className="d-select" value={parent ? parentId : ''} onChange={(event) => setParentId(event.target.value)}>
          <option value="">{t('navigation.topLevel')}</option>
          {rows.map(({ item, depth }) => (
            <option key={item.id} value={item.id}>
              {'\u00a0'.repeat(depth * 2)}
              {t('navigation.under', { name: nameOf(item) })}
            </option>
          ))}
        </select>
      </label>
      <ToolButton label={t('navigation.addPage')} icon="panel-top" disabled={rows.some((row) => row.item.pageId === pageId)} onClick={() => void add()} />
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
