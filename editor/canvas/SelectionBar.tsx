import { useLayoutEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { deleteCommand, duplicateCommand, moveDownCommand, moveUpCommand, selectParentCommand } from '../commands';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { CommandButton } from '../shell/CommandButton';
import { useEditor } from '../store/StoreContext';
import { findBlock } from '../tree';
import { Icon } from '../ui/Icon';

const BAR_COMMANDS = [moveUpCommand, moveDownCommand, duplicateCommand, deleteCommand, selectParentCommand];
// The frame's own drag handle sits in the block's top-start corner; the bar continues right after it.
const HANDLE_SPACE = 36;

interface Place {
  id: string;
  top: number;
  start: number;
  rtl: boolean;
}

/**
 * The selected block's action bar on the canvas: its name, move up and down, duplicate, delete and select
 * its container, next to the frame's drag handle. Drawn once, over the canvas, and placed by measuring
 * the selected frame, so blocks' own markup stays untouched.
 */
export function SelectionBar({ registry, viewport }: { registry: BlockRegistry; viewport: RefObject<HTMLDivElement | null> }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const selectedId = useEditor((s) => (s.ui.selectedIds.length === 1 ? s.ui.selectedId : null));
  const type = useEditor((s) => (selectedId ? findBlock(s.document.blocks, selectedId)?.block.type : undefined));
  const document = useEditor((s) => s.document);
  const width = useEditor((s) => s.view.width);
  const [place, setPlace] = useState<Place | null>(null);

  useLayoutEffect(() => {
    const root = viewport.current;
    if (!root || !selectedId) return;
    const measure = () => {
      const frame = root.querySelector<HTMLElement>(`[data-frame-id="${selectedId.replace(/["\\]/g, '\\$&')}"]`);
      if (!frame) return setPlace(null);
      // Stored with the id it was measured for, so a later selection never shows an old place.
      const box = root.getBoundingClientRect();
      const at = frame.getBoundingClientRect();
      const rtl = getComputedStyle(frame).direction === 'rtl';
      setPlace({ id: selectedId, top: at.top - box.top + 4, start: (rtl ? box.right - at.right : at.left - box.left) + HANDLE_SPACE, rtl });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [viewport, selectedId, document, width]);

  if (!selectedId || !type || place?.id !== selectedId) return null;
  const label = blockLabel(registry, type, uiLanguage(i18n.language));
  return (
    <div
      className="selection-bar"
      role="toolbar"
      aria-label={t('canvas.actions', { label })}
      style={{ top: place.top, ...(place.rtl ? { right: place.start } : { left: place.start }) }}
      onClick={(event) => event.stopPropagation()}
      data-testid="selection-bar"
    >
      <span className="selection-bar__name">
        <Icon name={registry.get(type)?.palette.icon ?? 'box'} size={14} />
        {label}
      </span>
      {BAR_COMMANDS.map((command) => (
        <CommandButton key={command.name} command={command} />
      ))}
    </div>
  );
}
