import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { PageDocument } from '../../schemas/page-document';
import { listKey, type SlotsOf } from '../tree';
import type { NestedDropTarget } from './drop-target';
import { dropSpots, spotOf, stepSpot } from './drop-spots';
import { measureGapOffset } from './measure';

interface Sources {
  document: () => PageDocument;
  slotsOf: SlotsOf;
  root: () => HTMLElement | null;
  target: () => NestedDropTarget | null;
  setTarget: (target: NestedDropTarget) => void;
}

/**
 * Arrow Up / Down move a block dragged with the keyboard to the previous or next drop spot in reading
 * order, into and out of containers' slots. Only the vertical arrows move, in left-to-right and
 * right-to-left layouts alike. The returned coordinates put the drag preview on the indicator line.
 */
export function createKeyboardMover({ document, slotsOf, root, target, setTarget }: Sources): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (!direction || !context.active) return undefined;
    event.preventDefault();
    const blocks = document().blocks;
    const id = String(context.active.id);
    const current = target() ?? spotOf(blocks, id);
    if (!current) return undefined;
    const next = stepSpot(dropSpots(blocks, id, slotsOf), current, direction);
    const key = listKey(next.list);
    const measured = measureGapOffset(root(), key, next.gap);
    setTarget({ key, list: next.list, gap: next.gap, offset: measured?.offset ?? 0 });
    const rect = context.collisionRect;
    const dy = measured && rect ? measured.clientY - (rect.top + rect.height / 2) : 0;
    return { x: currentCoordinates.x, y: currentCoordinates.y + dy };
  };
}
