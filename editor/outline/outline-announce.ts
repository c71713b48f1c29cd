import type { TFunction } from 'i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { Language } from '../../schemas/languages';
import type { BlockNode } from '../../schemas/page-document';
import { moveDestination, type DropSpot } from '../dnd/drop-spots';
import { blockLabel, listLabel } from '../i18n';
import { findBlock, getList, sameList, type ListRef } from '../tree';

interface Words {
  registry: BlockRegistry;
  language: Language;
  t: TFunction;
}

function say(words: Words, blocks: readonly BlockNode[], key: 'over' | 'dropped', label: string, list: ListRef, position: number, count: number): string {
  const values = { label, position, count };
  if (list.parentId === null) return words.t(`dnd.${key}`, values);
  return words.t(`dnd.${key}In`, { ...values, list: listLabel(words.registry, blocks, list, words.language, words.t) });
}

/** "Text is over position 2 of 3 in Section: main." for a block being moved in the outline. */
export function overText(words: Words, blocks: readonly BlockNode[], id: string, spot: DropSpot): string {
  const found = findBlock(blocks, id);
  if (!found) return '';
  const moved = moveDestination(blocks, id, spot);
  const length = getList(blocks as BlockNode[], spot.list)?.length ?? 0;
  const count = sameList(found.list, spot.list) ? length : length + 1;
  return say(words, blocks, 'over', blockLabel(words.registry, found.block.type, words.language), spot.list, (moved?.index ?? spot.gap) + 1, count);
}

/** Where a moved block now is, read from the document after the move. */
export function droppedText(words: Words, blocks: readonly BlockNode[], id: string): string {
  const found = findBlock(blocks, id);
  if (!found) return '';
  const count = getList(blocks as BlockNode[], found.list)?.length ?? 0;
  return say(words, blocks, 'dropped', blockLabel(words.registry, found.block.type, words.language), found.list, found.index + 1, count);
}
