import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type DragEndEvent, type DragMoveEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { addBlock, moveBlock } from '../actions';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { useEditorStore } from '../store/StoreContext';
import { createBlock, findBlock } from '../tree';
import { createAnnouncements } from './announcements';
import { designerCollision } from './collision';
import { DragStateContext, type DragData } from './drag-state';
import { finalIndex, type DropTarget, type Point } from './drop-position';
import { blockKeyboardCoordinates } from './keyboard-coordinates';
import { measureDropTarget } from './measure';
import { useLastPointer } from './use-last-pointer';

type DragEvent = DragMoveEvent | DragEndEvent;

/** Where dnd-kit believes the pointer is: where the drag started, moved by the delta it saw. */
function dndKitPoint(event: DragEvent): Point | null {
  const start = event.activatorEvent as PointerEvent | KeyboardEvent;
  if (!('clientX' in start)) return null;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/** One drag-and-drop context around palette and canvas: palette items insert, canvas blocks reorder. */
export function DesignerDnd({ registry, children }: { registry: BlockRegistry; children: ReactNode }) {
  const store = useEditorStore();
  const { t, i18n } = useTranslation(EDITOR_NS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: blockKeyboardCoordinates }),
  );
  const listElementRef = useRef<HTMLElement | null>(null);
  const pointer = useLastPointer();
  const [active, setActive] = useState<DragData | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const announcements = useMemo(
    () => createAnnouncements({
        registry,
        document: () => store.getState().document,
        language: () => uiLanguage(i18n.language),
        t: () => i18n.getFixedT(null, EDITOR_NS),
      }),
    [registry, store, i18n],
  );

  // The real pointer wins: dnd-kit misses the move that starts a drag, so a one-step drag ends where it began.
  const pointerPoint = (event: DragEvent): Point | null => pointer.current ?? dndKitPoint(event);
  // Only when dnd-kit saw no move at all: during a real drag its delta also carries auto-scroll, which the pointer does not.
  const missedMoves = (event: DragEvent) => {
    const seen = dndKitPoint(event);
    const real = pointer.current;
    const still = event.delta.x === 0 && event.delta.y === 0;
    return Boolean(still && seen && real && Math.hypot(seen.x - real.x, seen.y - real.y) > 2);
  };
  const reset = () => {
    setActive(null);
    setDropTarget(null);
  };

  const onDragStart = ({ active: item }: DragStartEvent) => {
    setActive((item.data.current as DragData | undefined) ?? null);
    setDropTarget(null);
  };

  const onDragMove = (event: DragMoveEvent) => {
    if ((event.active.data.current as DragData | undefined)?.kind !== 'palette') return;
    const next = measureDropTarget(listElementRef.current, pointerPoint(event));
    setDropTarget((prev) => (prev?.gap === next?.gap && prev?.offset === next?.offset ? prev : next));
  };

  const onDragEnd = (event: DragEndEvent) => {
    const data = event.active.data.current as DragData | undefined;
    const { document, dispatch } = store.getState();
    reset();
    if (data?.kind === 'palette') {
      const def = registry.get(data.type);
      const target = measureDropTarget(listElementRef.current, pointerPoint(event));
      if (def && target) dispatch(addBlock, { block: createBlock(def), index: target.gap });
      return;
    }
    const from = findBlock(document.blocks, String(event.active.id));
    if (!from) return;
    let index: number | null = null;
    if (missedMoves(event)) {
      const target = measureDropTarget(listElementRef.current, pointer.current);
      if (target) index = finalIndex(target.gap, from.index);
    } else if (event.over && event.over.id !== event.active.id) {
      const to = findBlock(document.blocks, String(event.over.id));
      if (to && to.list.parentId === from.list.parentId && to.list.slot === from.list.slot) index = to.index;
    }
    if (index !== null) dispatch(moveBlock, { id: from.block.id, list: from.list, index });
  };

  const dragState = useMemo(() => ({ activeKind: active?.kind === 'list' ? null : (active?.kind ?? null), dropTarget, listElementRef }), [active, dropTarget]);
  const preview = active?.kind === 'palette' ? registry.get(active.type) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={designerCollision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <DragStateContext.Provider value={dragState}>{children}</DragStateContext.Provider>
      <DragOverlay dropAnimation={null}>
        {preview ? (
          <div className="palette-drag-preview">
            <span aria-hidden="true">{preview.palette.icon}</span> {blockLabel(registry, preview.type, uiLanguage(i18n.language))}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
