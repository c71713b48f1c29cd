import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { extendSelection, selectBlock, toggleBlockSelection } from '../actions';
import { slotsFrom } from '../actions/nest-actions';
import { indentCommand, moveDownCommand, moveUpCommand, outdentCommand } from '../commands';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { CommandButton } from '../shell/CommandButton';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { outlineKey, outlineRows } from './outline-rows';
import './outline.css';

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-outline-id="${id}"]`);
const showFrame = (id: string) => document.querySelector(`[data-frame-id="${id}"]`)?.scrollIntoView?.({ block: 'nearest' });

/** The page as a tree (WAI-ARIA tree pattern), in step with the canvas: select, select several, move and nest blocks. */
export function Outline({ registry }: { registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const blocks = useEditor((s) => s.document.blocks);
  const selectedIds = useEditor((s) => s.ui.selectedIds);
  const primary = useEditor((s) => s.ui.selectedId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => outlineRows(blocks, slotsFrom(registry), collapsed), [blocks, registry, collapsed]);
  const focusId = rows.some((row) => row.id === primary) ? primary : rows[0]?.id;

  useEffect(() => {
    if (primary) rowOf(primary)?.scrollIntoView?.({ block: 'nearest' });
  }, [primary]);

  const toggle = (id: string, open: boolean) => {
    const next = new Set(collapsed);
    if (open) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };
  const onClick = (event: MouseEvent, id: string) => {
    const { dispatch } = store.getState();
    dispatch(event.ctrlKey || event.metaKey || event.shiftKey ? toggleBlockSelection : selectBlock, { id });
    showFrame(id);
  };
  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // commands (move, nest, copy…) handle these
    const move = outlineKey(rows, id, event.key);
    if (!move) return;
    event.preventDefault();
    if ('expand' in move) toggle(move.expand, true);
    else if ('collapse' in move) toggle(move.collapse, false);
    else {
      store.getState().dispatch(event.shiftKey ? extendSelection : selectBlock, { id: move.focus });
      rowOf(move.focus)?.focus();
      showFrame(move.focus);
    }
  };

  return (
    <section className="outline" aria-labelledby="outline-heading">
      <h2 id="outline-heading" className="outline__heading">
        {t('outline.label')}
      </h2>
      {rows.length === 0 && <p className="outline__empty">{t('outline.empty')}</p>}
      <ul role="tree" aria-labelledby="outline-heading" aria-multiselectable="true" className="outline__tree">
        {rows.map((row) => (
          <li
            key={row.id}
            role="treeitem"
            data-outline-id={row.id}
            aria-level={row.depth}
            aria-posinset={row.position}
            aria-setsize={row.setSize}
            aria-expanded={row.hasChildren ? row.expanded : undefined}
            aria-selected={selectedIds.includes(row.id)}
            aria-current={row.id === primary ? 'true' : undefined}
            tabIndex={row.id === focusId ? 0 : -1}
            className="outline__row"
            style={{ paddingInlineStart: `${(row.depth - 1) * 14 + 4}px` }}
            onClick={(event) => onClick(event, row.id)}
            onKeyDown={(event) => onKeyDown(event, row.id)}
          >
            <span
              aria-hidden="true"
              className="outline__toggle"
              onClick={(event) => {
                event.stopPropagation();
                if (row.hasChildren) toggle(row.id, !row.expanded);
              }}
            >
              {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
            </span>
            {blockLabel(registry, row.type, language)}
          </li>
        ))}
      </ul>
      <div role="group" aria-label={t('outline.moveGroup')} className="outline__buttons">
        {[moveUpCommand, moveDownCommand, outdentCommand, indentCommand].map((command) => (
          <CommandButton key={command.name} command={command} />
        ))}
      </div>
    </section>
  );
}
