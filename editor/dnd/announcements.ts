import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { Language } from '../../schemas/languages';
import type { PageDocument } from '../../schemas/page-document';
import { blockLabel, listLabel } from '../i18n';
import { findBlock, getList, sameList } from '../tree';
import type { DragData } from './drag-state';
import type { NestedDropTarget } from './drop-target';
import { moveDestination } from './drop-spots';

interface Sources {
  registry: BlockRegistry;
  document: () => PageDocument;
  language: () => Language;
  t: () => TFunction;
  /** Where the drag would land now (the designer's own target, not dnd-kit's `over`). */
  target: () => NestedDropTarget | null;
}

/** Screen-reader announcements for designer drags, in the UI language (dnd-kit's defaults are English only). */
export function createAnnouncements({ registry, document, language, t, target }: Sources): Announcements {
  const labelOf = (id: UniqueIdentifier, data: DragData | undefined) => {
    if (data?.kind === 'palette') return blockLabel(registry, data.type, language());
    const found = findBlock(document().blocks, String(id));
    return found ? blockLabel(registry, found.block.type, language()) : String(id);
  };
  type Event = Parameters<Announcements['onDragOver']>[0];
  const label = ({ active }: Event) => labelOf(active.id, active.data.current as DragData | undefined);
  // Lists other than the page say which slot they are, so a keyboard move into a container is heard.
  const say = (key: 'over' | 'dropped', event: Event, list: NestedDropTarget['list'], position: number, count: number) => {
    const values = { label: label(event), position, count };
    if (list.parentId === null) return t()(`dnd.${key}`, values);
    return t()(`dnd.${key}In`, { ...values, list: listLabel(registry, document().blocks, list, language(), t()) });
  };

  const over = (event: Event) => {
    const at = target();
    if (!at) return t()('dnd.outside', { label: label(event) });
    const blocks = document().blocks;
    const length = getList(blocks, at.list)?.length ?? 0;
    const from = findBlock(blocks, String(event.active.id));
    const moved = from ? moveDestination(blocks, from.block.id, at) : null;
    const count = from && sameList(from.list, at.list) ? length : length + 1;
    return say('over', event, at.list, (moved?.index ?? at.gap) + 1, count);
  };

  const dropped = (event: Event) => {
    if (!event.over) return t()('dnd.droppedOutside', { label: label(event) });
    if ((event.active.data.current as DragData | undefined)?.kind === 'palette') return t()('dnd.added', { label: label(event) });
    // Once dropped the document has already changed, so say where the dragged block now is.
    const found = findBlock(document().blocks, String(event.active.id));
    if (!found) return t()('dnd.added', { label: label(event) });
    return say('dropped', event, found.list, found.index + 1, getList(document().blocks, found.list)?.length ?? 0);
  };

  return {
    onDragStart: (event) => t()('dnd.pickedUp', { label: label({ ...event, over: null }) }),
    onDragOver: over,
    onDragEnd: dropped,
    onDragCancel: (event) => t()('dnd.cancelled', { label: label(event) }),
  };
}
