import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../../i18n';

interface ItemButtonsProps {
  /** The item's name for people ("Slides 2", a course title); every button's accessible name includes it. */
  label: string;
  index: number;
  count: number;
  canRemove: boolean;
  /** Prefix of the buttons' ids, so focus can follow a moved item. */
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The id of one of an item's buttons. */
export const itemButtonId = (idPrefix: string, index: number, action: 'up' | 'down' | 'remove') => `${idPrefix}-${index}-${action}`;

// Items are keyed by position, so after a move the focused button would belong to another item: follow the moved one.
function focusSoon(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const button = document.getElementById(id) as HTMLButtonElement | null;
      if (button && !button.disabled) return button.focus();
    }
  });
}

/** Move up, move down and remove for one item of an ordered list (arrays, picked resources). */
export function ItemButtons({ label, index, count, canRemove, idPrefix, onMove, onRemove }: ItemButtonsProps) {
  const { t } = useTranslation(EDITOR_NS);
  const id = (at: number, action: 'up' | 'down' | 'remove') => itemButtonId(idPrefix, at, action);
  const move = (to: number, action: 'up' | 'down') => {
    onMove(index, to);
    focusSoon(id(to, action), id(to, action === 'up' ? 'down' : 'up'));
  };
  return (
    <div className="inspector-item-buttons">
      <button type="button" id={id(index, 'up')} disabled={index === 0} onClick={() => move(index - 1, 'up')} aria-label={t('inspector.array.moveUp', { item: label })}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" id={id(index, 'down')} disabled={index >= count - 1} onClick={() => move(index + 1, 'down')} aria-label={t('inspector.array.moveDown', { item: label })}>
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        id={id(index, 'remove')}
        disabled={!canRemove}
        onClick={() => {
          onRemove(index);
          focusSoon(id(index, 'remove'), id(index - 1, 'remove'));
        }}
        aria-label={t('inspector.array.remove', { item: label })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** An array with one item moved from one index to another. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
