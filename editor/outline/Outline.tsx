import {
  DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors,
  type Announcements, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { extendSelection, moveBlock, selectBlock, toggleBlockSelection } from '../actions';
import { slotsFrom } from '../actions/nest-actions';
import { indentCommand, moveDownCommand, moveUpCommand, outdentCommand } from '../commands';
import { dropSpots, moveDestination, spotOf, stepSpot } from '../dnd/drop-spots';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { CommandButton } from '../shell/CommandButton';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { droppedText, overText } from './outline-announce';
import { rowForSpot, targetAtRow, type OutlineTarget } from './outline-drop';
import { outlineKey, outlineRows, type OutlineRow } from './outline-rows';
import { OutlineItem } from './OutlineItem';
import './outline.css';

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-outline-id="${id}"]`);
const showFrame = (id: string) => document.querySelector(`[data-frame-id="${id}"]`)?.scrollIntoView?.({ block: 'nearest' });
const sameTarget = (a: OutlineTarget | null, b: OutlineTarget | null) => a?.rowId === b?.rowId && a?.place === b?.place;
// The outline says where a drag is itself (its own live region); dnd-kit's region would repeat it in English.
const silent: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

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
  const [target, setTarget] = useState<OutlineTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const slotsOf = useMemo(() => slotsFrom(registry), [registry]);
  const rows = useMemo(() => outlineRows(blocks, slotsOf, collapsed), [blocks, slotsOf, collapsed]);
  const focusId = rows.some((row) => row.id === primary) ? primary : rows[0]?.id;

  // Handlers read the latest rows and drag through a ref, so they stay the same and rows stay memoized.
  const live = useRef({ rows, collapsed, target: null as OutlineTarget | null, active: null as string | null, keyboard: false });
  useLayoutEffect(() => {
    live.current.rows = rows;
    live.current.collapsed = collapsed;
  }, [rows, collapsed]);
  const words = useCallback(() => ({ registry, language: uiLanguage(i18n.language), t: i18n.getFixedT(null, EDITOR_NS) }), [registry, i18n]);

  useEffect(() => {
    if (primary) rowOf(primary)?.scrollIntoView?.({ block: 'nearest' });
  }, [primary]);

  const aim = useCallback((next: OutlineTarget | null) => {
    const { active } = live.current;
    if (sameTarget(live.current.target, next)) return;
    live.current.target = next;
    setTarget(next);
    if (next && active) setAnnouncement(overText(words(), store.getState().document.blocks, active, next.spot));
  }, [store, words]);

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
    // While a row is dragged from the keyboard the arrows move it, not the focus.
    if (live.current.active || event.altKey || event.ctrlKey || event.metaKey) return; // commands (move, nest, copy…) handle modifiers
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
  }, [store, toggle]);

  /** Keyboard drags step through every place the block can go, as in the canvas, and show it on the rows. */
  const keyboardStep = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates }) => {
    const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    const { active, rows: visibleRows } = live.current;
    if (!direction || !active) return undefined;
    event.preventDefault();
    const current = store.getState().document.blocks;
    const from = live.current.target?.spot ?? spotOf(current, active);
    if (!from) return undefined;
    const spot = stepSpot(dropSpots(current, active, slotsOf), from, direction);
    const parents = new Map(visibleRows.map((row) => [row.id, row.parentId]));
    const shown = rowForSpot(current, spot, new Set(parents.keys()), (id) => parents.get(id) ?? null);
    if (shown) aim({ spot, ...shown });
    return { x: currentCoordinates.x, y: currentCoordinates.y + direction };
  }, [store, slotsOf, aim]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const id = String(active.id);
    live.current.active = id;
    live.current.keyboard = !('clientX' in activatorEvent);
    const found = live.current.rows.find((row) => row.id === id);
    setAnnouncement(t('dnd.pickedUp', { label: found ? blockLabel(registry, found.type, language) : id }));
  };
  const onDragMove = (event: DragMoveEvent) => {
    if (live.current.keyboard) return;
    const start = event.activatorEvent as PointerEvent;
    const row: OutlineRow | undefined = event.over ? live.current.rows.find((r) => r.id === String(event.over!.id)) : undefined;
    if (!row || !event.over) return aim(null);
    const y = start.clientY + event.delta.y;
    const fraction = (y - event.over.rect.top) / Math.max(1, event.over.rect.height);
    aim(targetAtRow(store.getState().document.blocks, row, fraction, String(event.active.id), slotsOf));
  };
  const finish = (drop: boolean) => {
    const { active, target: at } = live.current;
    live.current.active = null;
    aim(null);
    if (!active) return;
    const { dispatch, document: current } = store.getState();
    const destination = drop && at ? moveDestination(current.blocks, active, at.spot) : null;
    if (!destination) {
      setAnnouncement(t('dnd.cancelled', { label: blockLabel(registry, live.current.rows.find((r) => r.id === active)?.type ?? '', language) }));
      return;
    }
    dispatch(moveBlock, { id: active, ...destination });
    dispatch(selectBlock, { id: active });
    setAnnouncement(droppedText(words(), store.getState().document.blocks, active));
    requestAnimationFrame(() => {
      rowOf(active)?.focus();
      showFrame(active);
    });
  };

  return (
    <section className="outline" aria-labelledby="outline-heading">
      <h2 id="outline-heading" className="outline__heading">
        {t('outline.label')}
      </h2>
      {rows.length === 0 && <p className="outline__empty">{t('outline.empty')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        accessibility={{ announcements: silent, screenReaderInstructions: { draggable: t('outline.instructions') } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={() => finish(true)}
        onDragCancel={() => finish(false)}
      >
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
              dropPlace={target?.rowId === row.id ? target.place : null}
              onSelect={onSelect}
              onKey={onKey}
              onToggle={toggle}
            />
          ))}
        </ul>
      </DndContext>
      <p className="visually-hidden" role="status" aria-live="assertive" data-testid="outline-announcement">
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
