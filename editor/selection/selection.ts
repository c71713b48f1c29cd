import type { BlockNode } from '../../schemas/page-document';
import type { UiState } from '../actions/types';
import { placements } from '../store/block-index';

/** Selects one block (or nothing): the primary selection and the whole selection become that one block. */
export function selectOnly(ui: UiState, id: string | null): UiState {
  return { ...ui, selectedId: id, selectedIds: id === null ? [] : [id] };
}

/** Ctrl/Shift+click: adds a block to the selection (as the primary one) or takes it out. */
export function toggleSelected(ui: UiState, id: string): UiState {
  if (!ui.selectedIds.includes(id)) return { ...ui, selectedId: id, selectedIds: [...ui.selectedIds, id] };
  const selectedIds = ui.selectedIds.filter((other) => other !== id);
  return { ...ui, selectedIds, selectedId: ui.selectedId === id ? (selectedIds.at(-1) ?? null) : ui.selectedId };
}

/** Adds a block to the selection and makes it the primary one (Shift+Arrow on the canvas). */
export function addSelected(ui: UiState, id: string): UiState {
  const selectedIds = ui.selectedIds.includes(id) ? ui.selectedIds : [...ui.selectedIds, id];
  return { ...ui, selectedId: id, selectedIds };
}

/**
 * Keeps the selection consistent with the document after any action: ids the tree no longer holds are
 * dropped, and a primary id outside the set (an action selected a new block) replaces the set.
 */
export function normalizeSelection(ui: UiState, blocks: readonly BlockNode[]): UiState {
  const ids = placements(blocks);
  const has = (id: string | null): id is string => id !== null && ids.has(id);
  let selectedIds = ui.selectedIds.filter(has);
  const selectedId = has(ui.selectedId) ? ui.selectedId : (selectedIds.at(-1) ?? null);
  if (selectedId !== null && !selectedIds.includes(selectedId)) selectedIds = [selectedId];
  if (selectedId === null) selectedIds = [];
  const hoveredId = has(ui.hoveredId) ? ui.hoveredId : null;
  const same = selectedId === ui.selectedId && hoveredId === ui.hoveredId && selectedIds.length === ui.selectedIds.length && selectedIds.every((id, i) => id === ui.selectedIds[i]);
  return same ? ui : { selectedId, selectedIds, hoveredId };
}
