import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
  icon?: string;
}

/**
 * A WAI-ARIA tab list with one panel (the chosen tab's): arrows, Home and End move between tabs and
 * choose them at once; the panel is labelled by its tab.
 */
export function Tabs<K extends string>({ tabs, current, onChange, label, children, className }: {
  tabs: readonly TabSpec<K>[]; current: K; onChange: (key: K) => void; label: string; children: ReactNode; className?: string;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const rtl = list.current?.closest('[dir="rtl"]') !== null;
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: tabs.length - 1 - index };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = tabs[(index + step[event.key]! + tabs.length) % tabs.length]!;
    onChange(next.key);
    list.current?.ownerDocument.getElementById(`${base}-tab-${next.key}`)?.focus();
  };
  return (
    <div className={['d-tabs', className].filter(Boolean).join(' ')}>
      <div ref={list} role="tablist" aria-label={label} className="d-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${base}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="d-tabs__tab"
            aria-selected={tab.key === current}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.icon && <Icon name={tab.icon} />}
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${current}`} className="d-tabs__panel">
        {children}
      </div>
    </div>
  );
}
