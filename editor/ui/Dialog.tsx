import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog: labelled by its title, Escape closes it, Tab stays inside, focus starts on the first
 * control (or `initialFocus`) and returns where it was when the dialog closes.
 */
export function Dialog({ title, onClose, children, wide = false, describedBy }: {
  title: string; onClose: () => void; children: ReactNode; wide?: boolean; describedBy?: string;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus], button, input, textarea, select, a[href]');
    first?.focus();
    return () => before?.focus?.();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      const all = [...(box.current?.querySelectorAll<HTMLElement>('button:not([disabled]), input, textarea, select, a[href], [tabindex="0"]') ?? [])];
      if (!all.length) return;
      const [first, last] = [all[0]!, all[all.length - 1]!];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  return (
    <div className="designer-dialog__backdrop">
      <div
        ref={box}
        className={wide ? 'designer-dialog designer-dialog--wide' : 'designer-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="designer-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
