import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { UiLanguage } from '../../schemas/languages';
import type { PageDocument } from '../../schemas/page-document';
import { blockLabel } from '../i18n';
import { findBlock, getList } from '../tree';
import { CANVAS_LIST_ID, type DragData } from './drag-state';

interface Sources {
  registry: BlockRegistry;
  document: () => PageDocument;
  language: () => UiLanguage;
  t: () => TFunction;
}

/** Screen-reader announcements for designer drags, in the UI language (dnd-kit's defaults are English only). */
export function createAnnouncements({ registry, document, language, t }: Sources): Announcements {
  const labelOf = (id: UniqueIdentifier, data: DragData | undefined) => {
    if (data?.kind === 'palette') return blockLabel(registry, data.type, language());
    const found = findBlock(document().blocks, String(id));
    return found ? blockLabel(registry, found.block.type, language()) : String(id);
  };
  const positionOf = (id: UniqueIdentifier) => {
    const found = findBlock(document().blocks, String(id));
    if (!found) return null;
    return { position: found.index + 1, count: getList(document().blocks, found.list)?.length ?? 0 };
  };
  type Event = Parameters<Announcements['onDragOver']>[0];
  const label = ({ active }: Event) => labelOf(active.id, active.data.current as DragData | undefined);
  const where = (event: Event, key: 'over' | 'dropped') => {
    if (!event.over) return t()(key === 'over' ? 'dnd.outside' : 'dnd.droppedOutside', { label: label(event) });
    const fromPalette = (event.active.data.current as DragData | undefined)?.kind === 'palette';
    // Once dropped the document has already changed, so say where the dragged block now is.
    const id = key === 'dropped' ? event.active.id : event.over.id;
    const at = fromPalette || event.over.id === CANVAS_LIST_ID ? null : positionOf(id);
    if (!at) return t()(key === 'over' ? 'dnd.overPage' : 'dnd.added', { label: label(event) });
    return t()(`dnd.${key}`, { label: label(event), ...at });
  };
  return {
    onDragStart: (event) => t()('dnd.pickedUp', { label: label({ ...event, over: null }) }),
    onDragOver: (event) => where(event, 'over'),
    onDragEnd: (event) => where(event, 'dropped'),
    onDragCancel: (event) => t()('dnd.cancelled', { label: label(event) }),
  };
}
