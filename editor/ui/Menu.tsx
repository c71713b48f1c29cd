import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from './Icon';

export interface MenuEntry {
  key: string;
  label: string;
  icon?: string;
  onSelect: () => void;
}

/**
 * A menu button (WAI-ARIA menu pattern): opens a list of commands below it, arrows move between them,
 * Enter chooses, Escape or a click elsewhere closes and gives focus back to the button.
 */
export function MenuButton({ label, icon = 'ellipsis', entries }: { label: string; icon?: string; entries: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const close = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      all[(move[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="d-menu">
      <button
        ref={button}
        type="button"
        className="d-btn d-btn--default d-btn--icon"
        aria-label={label}
        data-tooltip={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={icon} />
      </button>
      {open && (
        <ul id={id} ref={menu} role="menu" aria-label={label} className="d-menu__list" onKeyDown={onKeyDown}>
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="d-row-button d-menu__item"
                onClick={() => {
                  setOpen(false);
                  entry.onSelect();
                }}
              >
                {entry.icon && <Icon name={entry.icon} />}
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
