import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { extendSelection, moveBlock, selectBlock, toggleBlockSelection } from '../actions';
import { slotsFrom } from '../actions/nest-actions';
import { indentCommand, moveDownCommand, moveUpCommand, outdentCommand } from '../commands';
import { moveDestination } from '../dnd/drop-spots';
import { blockLabel, EDITOR_NS, slotLabel, uiLanguage } from '../i18n';
import { CommandButton } from '../shell/CommandButton';
import { placementOf } from '../store/block-index';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { droppedText, overText } from './outline-announce';
import type { OutlineTarget } from './outline-drop';
import { outlineKey, outlineLines, type OutlineRow, type OutlineSlotLine } from './outline-rows';
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
  const lines = useMemo(() => outlineLines(blocks, slotsOf, collapsed), [blocks, slotsOf, collapsed]);
  const rows = useMemo(() => lines.flatMap((line): OutlineRow[] => ('row' in line ? [line.row] : [])), [lines]);
  const slotLines = useMemo(() => lines.flatMap((line): OutlineSlotLine[] => ('slot' in line ? [line.slot] : [])), [lines]);
  const focusId = rows.some((row) => row.id === primary) ? primary : rows[0]?.id;

  // Handlers read the latest rows through a ref, so they stay the same and the rows stay memoized.
  const live = useRef({ rows, slotLines, collapsed });
  useLayoutEffect(() => {
    live.current = { rows, slotLines, collapsed };
  }, [rows, slotLines, collapsed]);

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
    slotLines: () => live.current.slotLines,
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
        {lines.map((line) => {
          if ('slot' in line) {
            const { key, list, depth } = line.slot;
            const parent = placementOf(blocks, list.parentId!)?.block;
            // A drop target for the mouse only: keyboard moves reach every slot through the drop spots, announced.
            return (
              <li
                key={key}
                role="none"
                aria-hidden="true"
                data-outline-slot={key}
                data-drop-place={drag.target?.rowId === key ? 'inside' : undefined}
                className="outline__slot"
                style={{ paddingInlineStart: `${(depth - 1) * 14 + 4}px` }}
              >
                {parent ? slotLabel(registry.get(parent.type), list.slot!, language) : list.slot}
              </li>
            );
          }
          const { row } = line;
          return (
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
          );
        })}
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
