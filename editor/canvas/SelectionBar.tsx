import { memo, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { deleteCommand, duplicateCommand, moveDownCommand, moveUpCommand, selectParentCommand } from '../commands';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { CommandButton } from '../shell/CommandButton';
import { placementOf } from '../store/block-index';
import { useEditor } from '../store/StoreContext';
import { Icon } from '../ui/Icon';

const BAR_COMMANDS = [moveUpCommand, moveDownCommand, duplicateCommand, deleteCommand, selectParentCommand];
// The frame's own drag handle sits in the block's top-start corner; the bar continues right after it.
const HANDLE_SPACE = 36;

/**
 * The selected block's action bar on the canvas: its name, move up and down, duplicate, delete and select
 * its container, next to the frame's drag handle. Drawn once, over the canvas, and placed by measuring
 * the selected frame, so blocks' own markup stays untouched.
 */
export function SelectionBar({ registry, viewport }: { registry: BlockRegistry; viewport: RefObject<HTMLDivElement | null> }) {
  const selectedId = useEditor((s) => (s.ui.selectedIds.length === 1 ? s.ui.selectedId : null));
  const type = useEditor((s) => (selectedId ? placementOf(s.document.blocks, selectedId)?.block.type : undefined));
  const document = useEditor((s) => s.document);
  const width = useEditor((s) => s.view.width);
  const barRef = useRef<HTMLDivElement>(null);

  // Placed in the same commit that selects or moves the block, before the frame is painted. The place is
  // written to the bar's style rather than React state: a second render after every edit and every change
  // of selection would cost a key press more than the measuring does.
  useLayoutEffect(() => {
    const root = viewport.current;
    const bar = barRef.current;
    if (!root || !bar || !selectedId) return;
    const measure = () => {
      const frame = root.querySelector<HTMLElement>(`[data-frame-id="${selectedId.replace(/["\\]/g, '\\$&')}"]`);
      bar.hidden = !frame;
      if (!frame) return;
      const box = root.getBoundingClientRect();
      const at = frame.getBoundingClientRect();
      const rtl = getComputedStyle(frame).direction === 'rtl';
      const start = `${(rtl ? box.right - at.right : at.left - box.left) + HANDLE_SPACE}px`;
      bar.style.top = `${at.top - box.top + 4}px`;
      bar.style.left = rtl ? '' : start;
      bar.style.right = rtl ? start : '';
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [viewport, selectedId, type, document, width]);

  if (!selectedId || !type) return null;
  return <Bar ref={barRef} registry={registry} type={type} />;
}

/** The bar itself, drawn again only when the selected block's type changes (its commands follow the store themselves). */
const Bar = memo(function Bar({ registry, type, ref }: { registry: BlockRegistry; type: string; ref: RefObject<HTMLDivElement | null> }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const label = blockLabel(registry, type, uiLanguage(i18n.language));
  return (
    <div
      ref={ref}
      className="selection-bar"
      role="toolbar"
      aria-label={t('canvas.actions', { label })}
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
});
