import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { ToolButton } from '../ui/ToolButton';

/** A secondary tool shown at the top of the right-hand column, above the inspector, with its title and a close button. */
export function ToolPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(EDITOR_NS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="tool-panel" aria-labelledby={id} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <header className="tool-panel__header">
        <h2 id={id} ref={heading} tabIndex={-1} className="tool-panel__title">
          {title}
        </h2>
        <ToolButton label={t('tools.close', { name: title })} icon="x" iconOnly variant="quiet" onClick={onClose} />
      </header>
      <div className="tool-panel__body">{children}</div>
    </section>
  );
}
