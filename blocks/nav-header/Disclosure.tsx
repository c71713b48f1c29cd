import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A button that shows and hides a list below it (the WAI-ARIA disclosure pattern, which suits site
 * navigation better than role=menu). Escape closes it and returns focus to the button; so does
 * tabbing out of it.
 */
export function Disclosure({ label, buttonLabel, children, className }: { label: ReactNode; buttonLabel?: string; children: ReactNode; className: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  }
  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }
  return (
    <div className={className} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={button} type="button" className={`${className}__toggle`} aria-expanded={open} aria-controls={id} aria-label={buttonLabel} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <ul id={id} className={`${className}__list`} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
