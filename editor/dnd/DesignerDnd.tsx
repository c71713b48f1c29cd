import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type DragEndEvent, type DragMoveEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { addBlock, moveBlock } from '../actions';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { useEditorStore } from '../store/StoreContext';
import { Icon } from '../ui/Icon';
import { createBlock, findBlock } from '../tree';
import { createDragController } from './drag-controller';
import { DragStateContext, type DragData } from './drag-state';
import type { Point } from './drop-position';
import { listsOutside, type NestedDropTarget } from './drop-target';
import { moveDestination } from './drop-spots';
import { measureDropTarget } from './measure';
import { useLastPointer } from './use-last-pointer';

type DragEvent = DragMoveEvent | DragEndEvent;

/** Where dnd-kit believes the pointer is: where the drag started, moved by the delta it saw. */
function dndKitPoint(event: DragEvent): Point | null {
  const start = event.activatorEvent as PointerEvent | KeyboardEvent;
  if (!('clientX' in start)) return null;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

const sameTarget = (a: NestedDropTarget | null, b: NestedDropTarget | null) => a?.key === b?.key && a?.gap === b?.gap && a?.offset === b?.offset;

/** One drag-and-drop context around palette and canvas: palette items insert, canvas blocks move, into any list at any depth. */
export function DesignerDnd({ registry, children }: { registry: BlockRegistry; children: ReactNode }) {
  const store = useEditorStore();
  const { t, i18n } = useTranslation(EDITOR_NS);
  const pointer = useLastPointer();
  const [active, setActive] = useState<{ id: string; data: DragData } | null>(null);
  const [dropTarget, setDropTarget] = useState<NestedDropTarget | null>(null);
  const [live] = useState(() =>
    createDragController({ store, registry, i18n, onTarget: (next) => setDropTarget((prev) => (sameTarget(prev, next) ? prev : next)) }),
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: live.keyboard }),
  );

  // The real pointer wins: dnd-kit misses the move that starts a drag, so a one-step drag would end where it began.
  const measureAt = (event: DragEvent) => {
    const blocks = store.getState().document.blocks;
    const dragged = (event.active.data.current as DragData | undefined)?.kind === 'block' ? String(event.active.id) : null;
    return measureDropTarget(live.root.current, pointer.current ?? dndKitPoint(event), (lists) => listsOutside(lists, blocks, dragged));
  };
  const reset = () => {
    setActive(null);
    live.setTarget(null);
  };

  const onDragStart = ({ active: item, activatorEvent }: DragStartEvent) => {
    const data = item.data.current as DragData | undefined;
    live.start(!('clientX' in activatorEvent), data);
    setActive(data ? { id: String(item.id), data } : null);
  };

  const onDragMove = (event: DragMoveEvent) => {
    // Keyboard moves set the target themselves, spot by spot.
    if (!live.byKeyboard()) live.setTarget(measureAt(event));
  };

  const onDragEnd = (event: DragEndEvent) => {
    const data = event.active.data.current as DragData | undefined;
    const target = live.byKeyboard() ? live.target() : measureAt(event);
    const { document, dispatch } = store.getState();
    reset();
    if (!target) return;
    if (data?.kind === 'palette') {
      const def = registry.get(data.type);
      if (def) dispatch(addBlock, { block: createBlock(def), list: target.list, index: target.gap });
      return;
    }
    const destination = moveDestination(document.blocks, String(event.active.id), target);
    if (destination) dispatch(moveBlock, { id: String(event.active.id), ...destination });
  };

  const dragState = useMemo(
    () => ({ activeKind: active ? active.data.kind : null, dropTarget, listElementRef: live.root }),
    [active, dropTarget, live],
  );
  const previewType = active?.data.kind === 'palette' ? active.data.type : active ? findBlock(store.getState().document.blocks, active.id)?.block.type : undefined;
  const preview = previewType ? registry.get(previewType) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={live.collision}
      accessibility={{ announcements: live.announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <DragStateContext.Provider value={dragState}>{children}</DragStateContext.Provider>
      <DragOverlay dropAnimation={null}>
        {preview ? (
          <div className="palette-drag-preview">
            <Icon name={preview.palette.icon} /> {blockLabel(registry, preview.type, uiLanguage(i18n.language))}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
