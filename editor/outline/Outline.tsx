import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { extendSelection, moveBlock, selectBlock, toggleBlockSelection } from '../actions';
import { slotsFrom } from '../actions/nest-actions';
import { indentCommand, moveDownCommand, moveUpCommand, outdentCommand } from '../commands';
import { moveDestination } from '../dnd/drop-spots';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { CommandButton } from '../shell/CommandButton';
import { placementOf } from '../store/block-index';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { droppedText, overText } from './outline-announce';
import type { OutlineTarget } from './outline-drop';
import { outlineKey, outlineRows } from './outline-rows';
import { OutlineItem } from './OutlineItem';
import { useOutlineDrag } from './use-outline-drag';
import './outline.css';

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-outline-id="${id}"]`);
const showFrame = (id: string) => document.querySelector(`[data-frame-id="${id}"]`)?.scrollIntoView?.({ block: 'nearest' });

/**
 * The page as a tree (WAI-ARIA tree pattern), in step with the canvas: select and select several; move
 * blocks by dragging rows (mouse), by Space and the arrows (keyboard drag, announced), and by commands.
 */
export function Outline({ registry }: { registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const blocks = useEditor((s) => s.document.blocks);
  const selectedIds = useEditor((s) => s.ui.selectedIds);
  const primary = useEditor((s) => s.ui.selectedId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const slotsOf = useMemo(() => slotsFrom(registry), [registry]);
  const rows = useMemo(() => outlineRows(blocks, slotsOf, collapsed), [blocks, slotsOf, collapsed]);
  const focusId = rows.some((row) => row.id === primary) ? primary : rows[0]?.id;

  // Handlers read the latest rows through a ref, so they stay the same and the rows stay memoized.
  const live = useRef({ rows, collapsed });
  useLayoutEffect(() => {
    live.current = { rows, collapsed };
  }, [rows, collapsed]);

  useEffect(() => {
    if (primary) rowOf(primary)?.scrollIntoView?.({ block: 'nearest' });
  }, [primary]);

  const words = useCallback(() => ({ registry, language: uiLanguage(i18n.language), t: i18n.getFixedT(null, EDITOR_NS) }), [registry, i18n]);
  const labelOf = useCallback((id: string) => {
    const type = placementOf(store.getState().document.blocks, id)?.block.type;
    return type ? blockLabel(registry, type, uiLanguage(i18n.language)) : id;
  }, [store, registry, i18n]);
  const drag = useOutlineDrag({
    blocks: () => store.getState().document.blocks,
    rows: () => live.current.rows,
    slotsOf,
    onStart: (id) => setAnnouncement(words().t('dnd.pickedUp', { label: labelOf(id) })),
    onOver: (id, target: OutlineTarget) => setAnnouncement(overText(words(), store.getState().document.blocks, id, target.spot)),
    onEnd: (id, target) => {
      const { dispatch, document: current } = store.getState();
      const destination = target ? moveDestination(current.blocks, id, target.spot) : null;
      if (!destination) return setAnnouncement(words().t('dnd.cancelled', { label: labelOf(id) }));
      dispatch(moveBlock, { id, ...destination });
      dispatch(selectBlock, { id });
      setAnnouncement(droppedText(words(), store.getState().document.blocks, id));
      requestAnimationFrame(() => {
        rowOf(id)?.focus();
        showFrame(id);
      });
    },
  });
  const dragKey = drag.onKeyDown;

  const toggle = useCallback((id: string, open: boolean) => {
    const next = new Set(live.current.collapsed);
    if (open) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  }, []);
  const onSelect = useCallback((event: MouseEvent, id: string) => {
    const { dispatch } = store.getState();
    dispatch(event.ctrlKey || event.metaKey || event.shiftKey ? toggleBlockSelection : selectBlock, { id });
    showFrame(id);
  }, [store]);
  const onKey = useCallback((event: KeyboardEvent, id: string) => {
    if (dragKey(event, id)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return; // commands (move, nest, copy…) handle these
    const move = outlineKey(live.current.rows, id, event.key);
    if (!move) return;
    event.preventDefault();
    if ('expand' in move) toggle(move.expand, true);
    else if ('collapse' in move) toggle(move.collapse, false);
    else {
      store.getState().dispatch(event.shiftKey ? extendSelection : selectBlock, { id: move.focus });
      rowOf(move.focus)?.focus();
      showFrame(move.focus);
    }
  }, [store, toggle, dragKey]);

  return (
    <section className="outline" aria-labelledby="outline-heading">
      <h2 id="outline-heading" className="outline__heading">
        {t('outline.label')}
      </h2>
      {rows.length === 0 && <p className="outline__empty">{t('outline.empty')}</p>}
      <ul role="tree" aria-labelledby="outline-heading" aria-multiselectable="true" className="outline__tree">
        {rows.map((row) => (
          <OutlineItem
            key={row.id}
            id={row.id}
            label={blockLabel(registry, row.type, language)}
            depth={row.depth}
            position={row.position}
            setSize={row.setSize}
            hasChildren={row.hasChildren}
            expanded={row.expanded}
            selected={selectedIds.includes(row.id)}
            current={row.id === primary}
            focusable={row.id === focusId}
            dragging={drag.active === row.id}
            dropPlace={drag.target?.rowId === row.id ? drag.target.place : null}
            describedBy="outline-instructions"
            onSelect={onSelect}
            onKey={onKey}
            onPress={drag.onPointerDown}
            onToggle={toggle}
          />
        ))}
      </ul>
      <p id="outline-instructions" hidden>
        {t('outline.instructions')}
      </p>
      <p className="designer-live" role="status" aria-live="assertive" data-testid="outline-announcement">
        {announcement}
      </p>
      <div role="group" aria-label={t('outline.moveGroup')} className="outline__buttons">
        {[moveUpCommand, moveDownCommand, outdentCommand, indentCommand].map((command) => (
          <CommandButton key={command.name} command={command} />
        ))}
      </div>
    </section>
  );
}
