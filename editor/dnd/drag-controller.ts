import type { Announcements, CollisionDetection, KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { i18n as I18n } from 'i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { slotsFrom } from '../actions/nest-actions';
import { EDITOR_NS, uiLanguage } from '../i18n';
import type { EditorStore } from '../store/editor-store';
import { listKey } from '../tree';
import { createAnnouncements } from './announcements';
import { targetCollision } from './collision';
import type { DragData } from './drag-state';
import type { NestedDropTarget } from './drop-target';
import { insertSpot } from './drop-spots';
import { createKeyboardMover } from './keyboard-mover';
import { measureGapOffset } from './measure';

/** The drag machinery of one designer, outside React: the current target and the dnd-kit hooks that read it. */
export interface DragController {
  /** The canvas's top-level list element; every list is measured inside it. */
  root: { current: HTMLElement | null };
  target: () => NestedDropTarget | null;
  setTarget: (target: NestedDropTarget | null) => void;
  /**
   * Starts a drag and says whether it came from the keyboard (which then moves spot by spot). A block starts
   * with no target (its own place); a palette item picked up by keyboard starts where Enter would add it.
   */
  start: (byKeyboard: boolean, data: DragData | undefined) => void;
  byKeyboard: () => boolean;
  collision: CollisionDetection;
  keyboard: KeyboardCoordinateGetter;
  announcements: Announcements;
}

interface Sources {
  store: EditorStore;
  registry: BlockRegistry;
  i18n: I18n;
  /** Called whenever the target changes, to draw the indicator. */
  onTarget: (target: NestedDropTarget | null) => void;
}

/** Creates the controller; the target lives here rather than in React state so dnd-kit's callbacks read it synchronously. */
export function createDragController({ store, registry, i18n, onTarget }: Sources): DragController {
  let current: NestedDropTarget | null = null;
  let keyboardDrag = false;
  const root: DragController['root'] = { current: null };
  const document = () => store.getState().document;
  const target = () => current;
  const setTarget = (next: NestedDropTarget | null) => {
    current = next;
    onTarget(next);
  };
  const slotsOf = slotsFrom(registry);
  return {
    root,
    target,
    setTarget,
    start: (byKeyboard, data) => {
      keyboardDrag = byKeyboard;
      if (!byKeyboard || data?.kind !== 'palette') return setTarget(null);
      const { document: { blocks }, ui } = store.getState();
      const spot = insertSpot(blocks, ui.selectedId);
      const key = listKey(spot.list);
      setTarget({ key, list: spot.list, gap: spot.gap, offset: measureGapOffset(root.current, key, spot.gap)?.offset ?? 0 });
    },
    byKeyboard: () => keyboardDrag,
    collision: targetCollision(target),
    keyboard: createKeyboardMover({ document, slotsOf, root: () => root.current, target, setTarget }),
    announcements: createAnnouncements({
      registry, document, target, language: () => uiLanguage(i18n.language), t: () => i18n.getFixedT(null, EDITOR_NS),
    }),
  };
}
