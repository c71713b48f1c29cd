import { useId, type ReactNode } from 'react';

/** A labelled form field with optional help text: the label names the control, the help describes it. */
export function Field({ label, help, children }: { label: string; help?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  return (
    <div className="d-field">
      <label className="d-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: help ? `${id}-help` : undefined })}
      {help && (
        <p id={`${id}-help`} className="d-field__help">
          {help}
        </p>
      )}
    </div>
  );
}
