import type { UiState } from '../actions/types';
import { movedBlockIds, placementOf } from '../store/block-index';
import type { EditorState, EditorStore } from '../store/editor-store';
import { createKeyedSelector, type KeyedSelector } from '../store/keyed-selector';

/** Where a frame's block sits: its list, its position there (from 1) and the list's length. */
export interface FramePlace {
  listKey: string;
  position: number;
  count: number;
}

const NOWHERE: FramePlace = { listKey: 'root', position: 0, count: 0 };

function placeOf(state: EditorState, id: string): FramePlace {
  const found = placementOf(state.document.blocks, id);
  return found ? { listKey: found.listKey, position: found.index + 1, count: found.count } : NOWHERE;
}

const samePlace = (a: FramePlace, b: FramePlace) => a.position === b.position && a.count === b.count && a.listKey === b.listKey;

export const SELECTED = 1;
export const PRIMARY = 2;
export const HOVERED = 4;

/** Whether a block is selected, the primary selection or hovered, as bits. */
function marksOf({ ui }: EditorState, id: string): number {
  return (ui.selectedIds.includes(id) ? SELECTED : 0) | (ui.selectedId === id ? PRIMARY : 0) | (ui.hoveredId === id ? HOVERED : 0);
}

function markedIds(ui: UiState): string[] {
  const ids = [...ui.selectedIds];
  if (ui.selectedId) ids.push(ui.selectedId);
  if (ui.hoveredId) ids.push(ui.hoveredId);
  return ids;
}

export interface FrameSelectors {
  places: KeyedSelector<FramePlace>;
  marks: KeyedSelector<number>;
}

const byStore = new WeakMap<EditorStore, FrameSelectors>();

/**
 * Each block frame's place and marks, for one designer store. A structural edit tells only the frames whose
 * place changed (found from the lists that changed), a hover or a selection only the frames it marks or
 * unmarks; the other frames of the page hear nothing.
 */
export function frameSelectors(store: EditorStore): FrameSelectors {
  let selectors = byStore.get(store);
  if (!selectors) {
    selectors = {
      places: createKeyedSelector(store, {
        select: placeOf,
        changed: (next, previous) => movedBlockIds(previous.document.blocks, next.document.blocks),
        equal: samePlace,
      }),
      marks: createKeyedSelector(store, {
        select: marksOf,
        changed: (next, previous) => (next.ui === previous.ui ? [] : [...markedIds(previous.ui), ...markedIds(next.ui)]),
      }),
    };
    byStore.set(store, selectors);
  }
  return selectors;
}
